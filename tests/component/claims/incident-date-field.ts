/** The claim form's incident date as a customer uses it: the storefront's date field, typed and then left. */
import { fireEvent, screen } from '@testing-library/react';

/** The text input of the incident date field (inside the row the test id names). */
export async function incidentDateInput(): Promise<HTMLInputElement> {
  const field = await screen.findByTestId('claim-incident-date');
  const input = field.querySelector('input');
  if (!input) throw new Error('the incident date field has no input');
  return input;
}

/** Types `date` (YYYY-MM-DD or the keypad's YYYYMMDD) into the incident date and leaves the field. */
export async function typeIncidentDate(date: string): Promise<void> {
  const input = await incidentDateInput();
  fireEvent.change(input, { target: { value: date } });
  fireEvent.blur(input);
}
