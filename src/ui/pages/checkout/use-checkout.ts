// The checkout machine (src/application/checkout) bound to this browser: its calls go to the
// AddressBook, the CheckoutGateway and the cart (removing an unserved store's items), its navigations to the router (the success screen) and
// to the document (the card gateway's page, another site as far as the router knows).
import { useEffect, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise, waitFor } from 'xstate';
import { checkoutMachine } from '../../../application/checkout/checkout-machine';
import type { NewAddress } from '../../../application/ports/address-book';
import type { PlaceOrder } from '../../../application/ports/checkout-gateway';
import { RequestFailure } from '../../../application/ports/request-failure';
import { usePorts } from '../../ports';
import { useCart } from '../../use-cart';

export interface CheckoutNavigation {
  /** A route of the storefront (the success screen). */
  readonly toRoute: (path: string) => void;
  /** A full browser navigation (the card gateway's page). */
  readonly toDocument: (url: string) => void;
  readonly successPath: (checkoutId: string) => string;
}

export function useCheckout(navigation: CheckoutNavigation) {
  const { addressBook: addresses, checkout } = usePorts();
  const cart = useCart();
  // The latest navigation (the language may change while the shopper is here).
  const navigate = useRef(navigation);
  useEffect(() => {
    navigate.current = navigation;
  });
  // Provided once: useMachine expects the same machine for the component's whole life.
  const [machine] = useState(() =>
    checkoutMachine.provide({
      actors: {
        loadAddresses: fromPromise(() => addresses.list()),
        saveAddress: fromPromise(({ input }: { input: NewAddress }) => addresses.add(input)),
        quote: fromPromise(({ input }: { input: { addressId: string } }) => checkout.quote(input.addressId)),
        shipping: fromPromise(({ input }: { input: { addressId: string } }) => checkout.shipping(input.addressId)),
        // One at a time, each answer updating the header's count; a refusal stops at the line it names.
        removeLines: fromPromise(async ({ input }: { input: { lineIds: readonly string[] } }) => {
          for (const lineId of input.lineIds) await cart.remove(lineId);
        }),
        place: fromPromise(({ input }: { input: PlaceOrder }) => checkout.place(input)),
      },
      actions: {
        goToGateway: (_, { url }) => navigate.current.toDocument(url),
        showPaidOrders: (_, { checkoutId }) => navigate.current.toRoute(navigate.current.successPath(checkoutId)),
      },
    }),
  );
  return useMachine(machine);
}

export type CheckoutActor = ReturnType<typeof useCheckout>[2];

/**
 * For the address form's submit handler: waits until the new address is saved or refused, and
 * throws a refusal as a RequestFailure, so the form shows it beside its fields like any other.
 */
export async function addressSaved(actor: CheckoutActor): Promise<void> {
  const snapshot = await waitFor(actor, (current) => !current.matches('savingAddress'));
  const failure = snapshot.context.failure;
  if (failure !== null) throw new RequestFailure(failure.status, failure.code, failure.message, failure.fields);
}
