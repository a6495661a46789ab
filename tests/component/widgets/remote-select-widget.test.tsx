import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import type { LoadOptions, RemoteOption } from '../../../src/ui/widget-services.js';
import { byId, errorText, renderWidgetForm } from './support/widget-form.js';

const schema = {
  type: 'object',
  properties: {
    carInfo: {
      type: 'object',
      required: ['carBrand', 'carModel'],
      properties: {
        carBrand: { title: 'Brand', type: 'string' },
        carModel: { title: 'Model', type: 'string' },
      },
    },
  },
} as RJSFSchema;

const uiSchema = {
  carInfo: {
    carBrand: { 'ui:options': { source: 'carBrand' } },
    carModel: { 'ui:options': { source: 'carModel', dependsOn: 'carInfo.carBrand' } },
  },
};

const MODELS: Record<string, RemoteOption[]> = {
  TOYOTA: [{ value: 'COROLLA', label: 'Corolla' }, { value: 'PRIUS', label: 'Prius' }],
  HONDA: [{ value: 'JAZZ', label: 'Jazz' }],
};

/** The gateway's car lists, as the app's loadOptions would give them. */
const carLists = vi.fn<LoadOptions>(async (source, query) => {
  if (source === 'carBrand') return [{ value: 'TOYOTA', label: 'Toyota' }, { value: 'HONDA', label: 'Honda' }];
  if (source === 'carModel') return MODELS[String(query.dependsOn)] ?? [];
  return [];
});

/** Opens a field's list and taps the option labelled `label`. */
async function pick(id: string, label: string) {
  fireEvent.click(screen.getByTestId(`${id}-picker`));
  const sheet = await waitFor(() => {
    const open = Array.from(document.querySelectorAll<HTMLElement>('.mo-sheet')).find((candidate) => within(candidate).queryByText(label));
    if (!open) throw new Error(`no open list with ${label}`);
    return open;
  });
  fireEvent.click(within(sheet).getByText(label));
}

describe('the remote options select', () => {
  it('lists models only once a brand is chosen, for that brand, and clears the model when the brand changes', async () => {
    const { current } = await renderWidgetForm({ schema, uiSchema, services: { loadOptions: carLists } });
    expect(byId<HTMLButtonElement>('root_carInfo_carModel').disabled).toBe(true);
    expect(screen.getByText('Please make the choice above first')).toBeTruthy();
    await pick('root_carInfo_carBrand', 'Toyota');
    await waitFor(() => expect(current().carInfo).toEqual({ carBrand: 'TOYOTA' }));
    await waitFor(() => expect(byId<HTMLButtonElement>('root_carInfo_carModel').disabled).toBe(false));
    expect(carLists).toHaveBeenCalledWith('carModel', { dependsOn: 'TOYOTA' });
    await pick('root_carInfo_carModel', 'Prius');
    await waitFor(() => expect(current().carInfo).toEqual({ carBrand: 'TOYOTA', carModel: 'PRIUS' }));
    expect(byId('root_carInfo_carModel').textContent).toContain('Prius');
    await pick('root_carInfo_carBrand', 'Honda');
    await waitFor(() => expect(current().carInfo).toEqual({ carBrand: 'HONDA' }));
    await pick('root_carInfo_carModel', 'Jazz');
    await waitFor(() => expect(current().carInfo).toEqual({ carBrand: 'HONDA', carModel: 'JAZZ' }));
  });

  it('keeps a model given together with its brand (a saved car chosen), and still clears it on a brand change alone', async () => {
    const { current, replace } = await renderWidgetForm({ schema, uiSchema, formData: { carInfo: { carBrand: 'TOYOTA', carModel: 'PRIUS' } }, services: { loadOptions: carLists } });
    await waitFor(() => expect(byId('root_carInfo_carModel').textContent).toContain('Prius'));
    replace({ carInfo: { carBrand: 'HONDA', carModel: 'JAZZ' } });
    await waitFor(() => expect(byId('root_carInfo_carModel').textContent).toContain('Jazz'));
    expect(current().carInfo).toEqual({ carBrand: 'HONDA', carModel: 'JAZZ' });
    await pick('root_carInfo_carBrand', 'Toyota');
    await waitFor(() => expect(current().carInfo).toEqual({ carBrand: 'TOYOTA' }));
  });

  it('shows loading, then a failure with a retry that loads the list', async () => {
    let fail = true;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    const loadOptions = vi.fn<LoadOptions>(async () => {
      await gate;
      if (fail) throw new Error('offline');
      return [{ value: 'BOC', label: 'Bank of China' }];
    });
    const bankSchema = { type: 'object', properties: { bank: { title: 'Mortgage bank', type: 'string' } } } as RJSFSchema;
    const { current, t } = await renderWidgetForm({ schema: bankSchema, uiSchema: { bank: { 'ui:options': { source: 'mortgageBank' } } }, services: { loadOptions }, lang: 'tw' });
    expect(await screen.findByText(t('ui.remote.loading'))).toBeTruthy();
    release();
    expect(await screen.findByText(t('ui.remote.error'))).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByTestId('root_bank-retry'));
    await waitFor(() => expect(screen.queryByText(t('ui.remote.error'))).toBeNull());
    await pick('root_bank', 'Bank of China');
    await waitFor(() => expect(current().bank).toBe('BOC'));
  });

  it('says when a list is empty, and when the app gives no way to load it', async () => {
    const schemaOf = { type: 'object', properties: { block: { title: 'Block', type: 'string' } } } as RJSFSchema;
    const ui = { block: { 'ui:options': { source: 'blockCode' } } };
    const first = await renderWidgetForm({ schema: schemaOf, uiSchema: ui, services: { loadOptions: async () => [] } });
    expect(await screen.findByText('No options available')).toBeTruthy();
    first.unmount();
    await renderWidgetForm({ schema: schemaOf, uiSchema: ui });
    expect(await screen.findByText('The options could not be loaded')).toBeTruthy();
  });

  it('flags a required choice left empty with the localised message', async () => {
    const { t } = await renderWidgetForm({ schema, uiSchema, formData: { carInfo: {} }, services: { loadOptions: carLists }, lang: 'cn' });
    fireEvent.click(screen.getByTestId('root_carInfo_carBrand-picker'));
    const sheet = await waitFor(() => {
      const open = document.querySelector<HTMLElement>('.mo-sheet');
      if (!open || !within(open).queryByText('Toyota')) throw new Error('not open');
      return open;
    });
    fireEvent.click(within(sheet).getByText(t('ui.cancel')));
    await waitFor(() => expect(errorText('root_carInfo_carBrand')).toBe(t('validation.required')));
  });
});

describe('a choice that knows an address (a building)', () => {
  const homeSchema = {
    type: 'object',
    properties: {
      propertyInfo: {
        type: 'object',
        properties: {
          blockCode: { title: 'Building', type: 'string' },
          address: { title: 'Address', type: 'string' },
        },
      },
    },
  } as RJSFSchema;
  const homeUi = { propertyInfo: { blockCode: { 'ui:options': { source: 'blockCode', fills: { address: 'propertyInfo.address' } } }, address: { 'ui:widget': 'textarea' } } };
  const buildings = vi.fn<LoadOptions>(async () => [
    { value: 'PEN0001', label: 'La Baie du Noble', fills: { address: 'La Baie du Noble, Macao Peninsula' } },
    { value: 'TAI0001', label: 'Jardins do Oceano', fills: { address: 'Jardins do Oceano, Taipa' } },
  ]);

  it('fills the address field the form names when a building is picked, and follows a new pick until the address is edited', async () => {
    const { current } = await renderWidgetForm({ schema: homeSchema, uiSchema: homeUi, services: { loadOptions: buildings } });
    await pick('root_propertyInfo_blockCode', 'La Baie du Noble');
    await waitFor(() => expect(current().propertyInfo).toEqual({ blockCode: 'PEN0001', address: 'La Baie du Noble, Macao Peninsula' }));
    expect(byId<HTMLTextAreaElement>('root_propertyInfo_address').value).toBe('La Baie du Noble, Macao Peninsula');
    await pick('root_propertyInfo_blockCode', 'Jardins do Oceano');
    await waitFor(() => expect(current().propertyInfo).toEqual({ blockCode: 'TAI0001', address: 'Jardins do Oceano, Taipa' }));
    const address = byId<HTMLTextAreaElement>('root_propertyInfo_address');
    fireEvent.change(address, { target: { value: 'Flat 12A, Jardins do Oceano, Taipa' } });
    fireEvent.blur(address);
    await pick('root_propertyInfo_blockCode', 'La Baie du Noble');
    await waitFor(() => expect(current().propertyInfo).toEqual({ blockCode: 'PEN0001', address: 'Flat 12A, Jardins do Oceano, Taipa' }));
  });
});
