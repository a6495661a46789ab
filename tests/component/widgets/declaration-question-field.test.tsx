import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import type { UploadFile } from '../../../src/ui/widget-services.js';
import { byId, errorText, renderWidgetForm } from './support/widget-form.js';

/** One question as the car order stores it (the shape of schemas/shared/question.json: answers "1" = yes, "0" = no). */
const question = {
  type: 'object',
  required: ['id', 'problem', 'noticeType', 'answer'],
  properties: {
    id: { type: 'string' },
    problem: { type: 'string' },
    answerList: { type: 'array', items: { type: 'object', properties: { value: { type: 'string' }, label: { type: 'string' } } } },
    answer: { title: 'field.answer', type: 'string', oneOf: [{ const: '1', title: 'ui.yes' }, { const: '0', title: 'ui.no' }] },
    isShow: { type: 'boolean', default: true },
    noticeType: { type: 'string', enum: ['text', 'pick', 'upload'] },
    noticeTitle: { type: 'string' },
    noticeList: { type: 'array', items: { type: 'object', properties: { value: { type: 'string' }, label: { type: 'string' } } } },
    notice: { title: 'field.notice', type: 'string', minLength: 1, maxLength: 500 },
  },
  allOf: [
    { if: { properties: { answer: { const: '1' } }, required: ['answer'] }, then: { required: ['notice'] } },
    { if: { properties: { noticeType: { const: 'text' } }, required: ['noticeType'] }, then: { properties: { notice: { minLength: 2 } } } },
  ],
};

const schema = {
  type: 'object',
  properties: { accident: { $ref: '#/$defs/question' }, usage: { $ref: '#/$defs/question' }, photos: { $ref: '#/$defs/question' }, hidden: { $ref: '#/$defs/question' } },
  $defs: { question },
} as unknown as RJSFSchema;

const formData = {
  accident: { id: 'VEHICLE12', problem: 'Has the vehicle had an accident in the last 3 years?', noticeType: 'text', noticeTitle: 'What happened?' },
  usage: {
    id: 'VEHICLE01', problem: 'Is the vehicle used for business?', noticeType: 'pick',
    noticeList: [{ value: 'TAXI', label: 'Taxi' }, { value: 'GOODS', label: 'Goods delivery' }],
  },
  photos: { id: 'VEHICLE13', problem: 'Has the vehicle been modified?', noticeType: 'upload' },
  hidden: { id: 'VEHICLE03', problem: 'A question not asked', noticeType: 'text', isShow: false },
};

describe('the declaration question field', () => {
  it('asks each shown question with yes / no tiles and hides the notice until yes', async () => {
    await renderWidgetForm({ schema, formData });
    expect(screen.getByText('Has the vehicle had an accident in the last 3 years?')).toBeTruthy();
    expect(screen.getByTestId('root_accident_answer-option-1').textContent).toBe('Yes');
    expect(screen.getByTestId('root_accident_answer-option-0').textContent).toBe('No');
    expect(screen.queryByText('A question not asked')).toBeNull();
    expect(document.getElementById('root_accident_notice')).toBeNull();
  });

  it('shows a text notice for yes, with its localised message for a bad value, keeping what was typed', async () => {
    const { current, t } = await renderWidgetForm({ schema, formData, lang: 'tw' });
    fireEvent.click(screen.getByTestId('root_accident_answer-option-1'));
    const notice = await screen.findByLabelText('What happened?');
    expect(notice.id).toBe('root_accident_notice');
    fireEvent.change(notice, { target: { value: 'x' } });
    fireEvent.blur(notice);
    await waitFor(() => expect(errorText('root_accident_notice')).toBe(t('validation.minLength', { limit: 2 })));
    expect(byId('root_accident_notice').value).toBe('x');
    expect(current().accident).toMatchObject({ answer: '1', notice: 'x' });
  });

  it('drops the notice for no and brings it back for yes', async () => {
    const { current } = await renderWidgetForm({ schema, formData });
    fireEvent.click(screen.getByTestId('root_accident_answer-option-1'));
    fireEvent.change(await screen.findByLabelText('What happened?'), { target: { value: 'A scratch' } });
    fireEvent.click(screen.getByTestId('root_accident_answer-option-0'));
    await waitFor(() => expect(current().accident).toMatchObject({ answer: '0' }));
    expect((current().accident as Record<string, unknown>).notice).toBeUndefined();
    expect(document.getElementById('root_accident_notice')).toBeNull();
    fireEvent.click(screen.getByTestId('root_accident_answer-option-1'));
    await waitFor(() => expect(current().accident).toMatchObject({ answer: '1', notice: 'A scratch' }));
  });

  it('offers the notice options of a pick question', async () => {
    const { current } = await renderWidgetForm({ schema, formData });
    fireEvent.click(screen.getByTestId('root_usage_answer-option-1'));
    fireEvent.click(await screen.findByTestId('root_usage_notice-option-GOODS'));
    await waitFor(() => expect(current().usage).toMatchObject({ answer: '1', notice: 'GOODS' }));
  });

  it('takes an uploaded file as the notice of an upload question', async () => {
    const uploadFile = vi.fn<UploadFile>(async () => ({ fileId: 'file-000042' }));
    const { current } = await renderWidgetForm({ schema, formData, services: { uploadFile } });
    fireEvent.click(screen.getByTestId('root_photos_answer-option-1'));
    const input = await waitFor(() => byId('root_photos_notice'));
    expect(input.type).toBe('file');
    const bytes = new Uint8Array(64);
    bytes.set([0xff, 0xd8, 0xff]);
    fireEvent.change(input, { target: { files: [new File([bytes], 'modified.jpg', { type: 'image/jpeg' })] } });
    await waitFor(() => expect(current().photos).toMatchObject({ answer: '1', notice: 'file-000042' }));
  });

  it('asks for the notice when yes is left without one', async () => {
    const { t } = await renderWidgetForm({ schema, formData });
    fireEvent.click(screen.getByTestId('root_usage_answer-option-1'));
    await waitFor(() => expect(errorText('root_usage_notice')).toBe(t('validation.required')));
  });
});
