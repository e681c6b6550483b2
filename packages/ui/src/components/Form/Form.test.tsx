/// <reference types="@testing-library/jest-dom/vitest" />
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LaikasI18nProvider } from '../../i18n';
import { Form, FormField, type ServerFieldErrors } from './Form';
import { useSchemaForm } from './useSchemaForm';

const schema = z.object({
  name: z.string().trim().min(1),
  places: z.string(),
  email: z.string(),
});

/** A long form whose save answers with `answer` (a 422's errors), as a screen's write does. */
function Screen({ answer }: { answer: ServerFieldErrors }) {
  const form = useSchemaForm(schema, { name: 'Ona', places: '', email: '' });
  const [errors, setErrors] = useState<ServerFieldErrors>({});
  return (
    <LaikasI18nProvider language="en">
      <Form
        form={form}
        idPrefix="contact"
        serverErrors={errors}
        onSubmit={async () => {
          setErrors({});
          await Promise.resolve();
          setErrors(answer);
        }}
        submitLabel="Save"
      >
        <FormField name="name" label="Name" />
        <FormField name="places" label="Places" />
        <FormField name="email" label="E-mail" />
      </Form>
    </LaikasI18nProvider>
  );
}

async function save() {
  const button = screen.getByRole('button', { name: 'Save' });
  button.focus();
  fireEvent.click(button);
  await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
}

describe("Form after the server's 422", () => {
  afterEach(cleanup);

  it('should move focus to the first field with an error, in the order of the fields', async () => {
    // The answer lists the later field first: the form's order counts, not the answer's.
    render(<Screen answer={{ email: ['This e-mail is taken.'], places: ['Too many places.'] }} />);
    await save();
    await waitFor(() => expect(screen.getByLabelText('Places')).toHaveFocus());
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('This e-mail is taken.');
  });

  it('should show an error of no field in the alert and move focus to it', async () => {
    render(<Screen answer={{ slots: ['The slots overlap.'] }} />);
    await save();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The slots overlap.');
    await waitFor(() => expect(alert).toHaveFocus());
  });
});

// Runs with fresh modules (vitest.config.ts): the provider's `language` speaks only in an app without i18next, and
// another file's app (apps/web's i18n, Lithuanian) registers its instance when the files share their modules.
describe('FormField messages', () => {
  afterEach(cleanup);

  it("should name the field without its label's note in parentheses", async () => {
    function Note() {
      const form = useSchemaForm(z.object({ reason: z.string().max(5) }), { reason: 'too long' });
      return (
        <LaikasI18nProvider language="en">
          <Form form={form} idPrefix="note" onSubmit={() => {}} submitLabel="Save">
            <FormField name="reason" label="Reason (optional)" />
          </Form>
        </LaikasI18nProvider>
      );
    }
    render(<Note />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Reason (optional)')).toHaveAccessibleDescription(
        'The field "Reason" may not be longer than 5 characters.',
      ),
    );
  });
});
