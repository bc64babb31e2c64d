// The shopper's saved shipping addresses, and the Saudi regions and cities their form offers.
// Herfa ships within Saudi Arabia only, so the country is always SA.
import * as v from 'valibot';
import { between, max, min, oneOf, required } from '../domain/validation';
import { IdParams } from './common';
import { SHARED_CACHE_SECONDS, defineOperation } from './operation';
import { rules } from './validation';

export const SHIPPING_COUNTRIES = ['SA'] as const;

/** Addresses one shopper may keep: a list shown whole, on one screen. */
export const MAX_ADDRESSES = 20;

export const City = v.object({ id: v.string(), name: v.string() });
export const Region = v.object({ id: v.string(), name: v.string(), cities: v.array(City) });
export type Region = v.InferOutput<typeof Region>;

const Coordinates = v.object({ latitude: v.number(), longitude: v.number() });

export const Address = v.object({
  id: v.pipe(v.string(), v.uuid()),
  regionId: v.string(),
  /** In the request language. */
  regionName: v.string(),
  cityId: v.string(),
  cityName: v.string(),
  /** ISO 3166 code: SA. */
  country: v.string(),
  addressText: v.string(),
  isDefault: v.boolean(),
  /** The point chosen on the map, if any. */
  location: v.nullable(Coordinates),
});
export type Address = v.InferOutput<typeof Address>;

const identifier = (field: string) => v.pipe(v.string(), v.trim(), rules(field, required(), max(64)));

/**
 * What the address form sends, to create or to replace an address. `isDefault: true` makes it
 * the default (the previous default stops being one); a shopper's first address, and any
 * address added while none is the default, becomes the default whatever `isDefault` says.
 * On replace, an absent `isDefault` keeps the address's flag and `false` clears it.
 */
export const AddressInput = v.object({
  regionId: identifier('region'),
  cityId: identifier('city'),
  country: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), rules('country', required(), oneOf(SHIPPING_COUNTRIES))), 'SA'),
  addressText: v.pipe(v.string(), v.trim(), rules('address', required(), min(5), max(300))),
  isDefault: v.optional(v.boolean()),
  location: v.nullish(
    v.object({
      latitude: v.pipe(v.number(), rules('latitude', between(-90, 90))),
      longitude: v.pipe(v.number(), rules('longitude', between(-180, 180))),
    }),
  ),
});
export type AddressInput = v.InferOutput<typeof AddressInput>;

export const addressOperations = {
  regions: defineOperation({
    id: 'listRegions',
    method: 'get',
    path: '/api/regions',
    summary: 'The Saudi regions and their cities, in the request language (for the address form)',
    tag: 'addresses',
    access: 'public',
    cacheSeconds: SHARED_CACHE_SECONDS,
    response: v.array(Region),
  }),
  list: defineOperation({
    id: 'listAddresses',
    method: 'get',
    path: '/api/addresses',
    summary: "The shopper's addresses, the default first",
    tag: 'addresses',
    access: 'user',
    response: v.array(Address),
  }),
  create: defineOperation({
    id: 'createAddress',
    method: 'post',
    path: '/api/addresses',
    summary: 'Save a new address (the first one becomes the default)',
    tag: 'addresses',
    access: 'user',
    body: AddressInput,
    response: Address,
    status: 201,
  }),
  update: defineOperation({
    id: 'updateAddress',
    method: 'put',
    path: '/api/addresses/{id}',
    summary: 'Replace one of the shopper’s addresses',
    tag: 'addresses',
    access: 'user',
    params: IdParams,
    body: AddressInput,
    response: Address,
  }),
  remove: defineOperation({
    id: 'deleteAddress',
    method: 'delete',
    path: '/api/addresses/{id}',
    summary: 'Delete one of the shopper’s addresses (deleting the default leaves the shopper without one)',
    tag: 'addresses',
    access: 'user',
    params: IdParams,
    response: null,
  }),
  makeDefault: defineOperation({
    id: 'makeAddressDefault',
    method: 'post',
    path: '/api/addresses/{id}/default',
    summary: 'Make one of the shopper’s addresses the default',
    tag: 'addresses',
    access: 'user',
    params: IdParams,
    response: Address,
  }),
};
