// The compact address form of the checkout screen: region, then a city of that region (both from
// GET /api/regions, in the interface language), the address itself and the default flag, checked
// with the rules the API applies (src/contract/addresses.ts). Saving goes through the checkout
// machine, which chooses the new address for the order.
import { Button, Checkbox, Group, NativeSelect, Paper, Stack, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FormRules } from '../../../application/forms/form-state';
import type { NewAddress } from '../../../application/ports/address-book';
import { max, min, required } from '../../../domain/validation';
import { useRemote } from '../../components/catalogue/use-remote';
import { FormErrors } from '../../forms/fields';
import { useForm } from '../../forms/use-form';
import { usePorts } from '../../ports';
import { LoadFailed, Loading } from '../../components/remote-view';
import { ClientForm } from '../../forms/client-form';

/** The API's bounds for the address text. */
const ADDRESS_TEXT = { min: 5, max: 300 } as const;

type AddressValues = { regionId: string; cityId: string; addressText: string; isDefault: boolean };

const RULES: FormRules<AddressValues> = {
  regionId: () => [required()],
  cityId: () => [required()],
  addressText: () => [required(), min(ADDRESS_TEXT.min), max(ADDRESS_TEXT.max)],
};

export function AddressForm({
  firstAddress,
  onSave,
  onCancel,
}: {
  /** The shopper has no address yet: this one becomes the default whatever the box says, so it is not offered. */
  readonly firstAddress: boolean;
  readonly onSave: (address: NewAddress) => Promise<void>;
  readonly onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const { addressBook } = usePorts();
  const regions = useRemote('regions', () => addressBook.regions());
  const form = useForm<AddressValues>({
    initialValues: { regionId: '', cityId: '', addressText: '', isDefault: firstAddress },
    rules: RULES,
  });
  const heading = t('checkout.screen.addressForm.heading');

  if (regions.data === undefined) {
    return regions.status === 'failed' ? <LoadFailed error={regions.failure} onRetry={regions.retry} /> : <Loading />;
  }
  const region = regions.data.find((candidate) => candidate.id === form.values.regionId);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="new-address-heading">
      <Title order={3} size="h4" id="new-address-heading" mb="md">
        {heading}
      </Title>
      <ClientForm noValidate aria-label={heading} onSubmit={form.onSubmit((values) => onSave({ ...values, isDefault: firstAddress || values.isDefault }))}>
        <Stack gap="md">
          <FormErrors messages={form.formErrors} />
          <Group grow align="flex-start" gap="md" wrap="wrap">
            <NativeSelect
              label={t('checkout.screen.addressForm.region')}
              required
              miw={200}
              data={[
                { value: '', label: t('checkout.screen.addressForm.chooseRegion') },
                ...regions.data.map((candidate) => ({ value: candidate.id, label: candidate.name })),
              ]}
              {...form.textProps('regionId')}
              onChange={(event) => {
                form.setValue('regionId', event.currentTarget.value);
                form.setValue('cityId', '');
              }}
            />
            <NativeSelect
              label={t('checkout.screen.addressForm.city')}
              required
              miw={200}
              disabled={region === undefined}
              data={[
                {
                  value: '',
                  label: t(region === undefined ? 'checkout.screen.addressForm.chooseRegionFirst' : 'checkout.screen.addressForm.chooseCity'),
                },
                ...(region?.cities ?? []).map((city) => ({ value: city.id, label: city.name })),
              ]}
              {...form.textProps('cityId')}
            />
          </Group>
          <Textarea
            label={t('checkout.screen.addressForm.address')}
            description={t('checkout.screen.addressForm.addressHint')}
            required
            autosize
            minRows={2}
            maxRows={5}
            autoComplete="street-address"
            dir="auto"
            {...form.textProps('addressText')}
          />
          {firstAddress ? null : <Checkbox label={t('checkout.screen.addressForm.makeDefault')} {...form.checkboxProps('isDefault')} />}
          <Group gap="sm">
            <Button type="submit" loading={form.submitting}>
              {t('checkout.screen.addressForm.save')}
            </Button>
            {onCancel === undefined ? null : (
              <Button variant="default" onClick={onCancel} disabled={form.submitting}>
                {t('checkout.screen.addressForm.cancel')}
              </Button>
            )}
          </Group>
        </Stack>
      </ClientForm>
    </Paper>
  );
}
