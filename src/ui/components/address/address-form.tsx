// The address form, to add an address or to change one (the profile's address book, the checkout
// screen): region, then a city of that region (both from GET /api/regions, in the interface
// language), the address itself, the default flag, and the point on the map, checked with the
// rules the API applies (src/contract/addresses.ts). A refusal keeps everything typed.
import { useId, useState } from 'react';
import { Button, Checkbox, Group, NativeSelect, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FormRules } from '../../../application/forms/form-state';
import type { Coordinates, NewAddress, SavedAddress } from '../../../application/ports/address-book';
import { max, min, required } from '../../../domain/validation';
import { useRemote } from '../catalogue/use-remote';
import { FormErrors } from '../../forms/fields';
import { useForm } from '../../forms/use-form';
import { usePorts } from '../../ports';
import { LoadFailed, Loading } from '../remote-view';
import { ClientForm } from '../../forms/client-form';
import { LocationField } from './location-field';

/** The API's bounds for the address text. */
const ADDRESS_TEXT = { min: 5, max: 300 } as const;

type AddressValues = { regionId: string; cityId: string; addressText: string; isDefault: boolean };

const RULES: FormRules<AddressValues> = {
  regionId: () => [required()],
  cityId: () => [required()],
  addressText: () => [required(), min(ADDRESS_TEXT.min), max(ADDRESS_TEXT.max)],
};

export interface AddressFormProps {
  /** Names the form and the section around it. */
  readonly heading: string;
  /** The heading's level in the page's outline. */
  readonly headingLevel?: 2 | 3;
  /** The shopper has no address yet: this one becomes the default whatever the box says, so it is not offered. */
  readonly firstAddress: boolean;
  /** The address being changed: the form starts from it. */
  readonly address?: SavedAddress;
  readonly onSave: (address: NewAddress) => Promise<void>;
  readonly onCancel?: () => void;
}

export function AddressForm({ heading, headingLevel = 3, firstAddress, address, onSave, onCancel }: AddressFormProps) {
  const { t } = useTranslation();
  const { addressBook } = usePorts();
  const headingId = useId();
  const regions = useRemote('regions', () => addressBook.regions());
  const [location, setLocation] = useState<Coordinates | null>(address?.location ?? null);
  const alreadyDefault = address?.isDefault === true;
  const form = useForm<AddressValues>({
    initialValues: {
      regionId: address?.regionId ?? '',
      cityId: address?.cityId ?? '',
      addressText: address?.addressText ?? '',
      isDefault: firstAddress || alreadyDefault,
    },
    rules: RULES,
  });

  if (regions.data === undefined) {
    return regions.status === 'failed' ? <LoadFailed error={regions.failure} onRetry={regions.retry} /> : <Loading />;
  }
  const region = regions.data.find((candidate) => candidate.id === form.values.regionId);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Title order={headingLevel} size="h4" id={headingId} mb="md">
        {heading}
      </Title>
      <ClientForm
        noValidate
        aria-label={heading}
        onSubmit={form.onSubmit((values) => onSave({ ...values, isDefault: firstAddress || values.isDefault, location }))}
      >
        <Stack gap="md">
          <FormErrors messages={form.formErrors} />
          <Group grow align="flex-start" gap="md" wrap="wrap">
            <NativeSelect
              label={t('addresses.form.region')}
              required
              miw={200}
              data={[
                { value: '', label: t('addresses.form.chooseRegion') },
                ...regions.data.map((candidate) => ({ value: candidate.id, label: candidate.name })),
              ]}
              {...form.textProps('regionId')}
              onChange={(event) => {
                form.setValue('regionId', event.currentTarget.value);
                form.setValue('cityId', '');
              }}
            />
            <NativeSelect
              label={t('addresses.form.city')}
              required
              miw={200}
              disabled={region === undefined}
              data={[
                {
                  value: '',
                  label: t(region === undefined ? 'addresses.form.chooseRegionFirst' : 'addresses.form.chooseCity'),
                },
                ...(region?.cities ?? []).map((city) => ({ value: city.id, label: city.name })),
              ]}
              {...form.textProps('cityId')}
            />
          </Group>
          <Textarea
            label={t('addresses.form.address')}
            description={t('addresses.form.addressHint')}
            required
            autosize
            minRows={2}
            maxRows={5}
            autoComplete="street-address"
            dir="auto"
            {...form.textProps('addressText')}
          />
          <LocationField value={location} onChange={setLocation} />
          {firstAddress ? null : alreadyDefault ? (
            <Text size="sm">{t('addresses.form.isDefault')}</Text>
          ) : (
            <Checkbox label={t('addresses.form.makeDefault')} {...form.checkboxProps('isDefault')} />
          )}
          <Group gap="sm">
            <Button type="submit" loading={form.submitting}>
              {t('addresses.form.save')}
            </Button>
            {onCancel === undefined ? null : (
              <Button variant="default" onClick={onCancel} disabled={form.submitting}>
                {t('addresses.form.cancel')}
              </Button>
            )}
          </Group>
        </Stack>
      </ClientForm>
    </Paper>
  );
}
