import { useLoading, useToast } from '@laikas/ui';
import { useCallback, useState } from 'react';
import { ApiError, type FieldErrors } from './client';

export interface SubmitState {
  pending: boolean;
  errors: FieldErrors;
  /**
   * Runs a write: the loading overlay counts it, success shows `successMessage` (or the one it makes of the answer),
   * a 422 fills `errors`.
   */
  submit<T>(call: () => Promise<T>, successMessage: string | ((result: T) => string)): Promise<T | undefined>;
  clearErrors(): void;
}

/**
 * One write of a form (spec 4, 8): counted by the loading overlay; a 422 keeps the form with its
 * field errors; other failures show the server message (or a generic one) as an error toast.
 */
export function useSubmit(genericFailure: string): SubmitState {
  const loading = useLoading();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = useCallback(
    async <T>(call: () => Promise<T>, successMessage: string | ((result: T) => string)) => {
      setPending(true);
      setErrors({});
      try {
        const result = await loading.track(call());
        toast.success(typeof successMessage === 'string' ? successMessage : successMessage(result));
        return result;
      } catch (error) {
        if (error instanceof ApiError && error.status === 422) {
          setErrors(error.errors);
          if (Object.keys(error.errors).length === 0) {
            toast.error(error.message);
          }
        } else if (error instanceof ApiError && error.message) {
          toast.error(error.message);
        } else {
          console.error(error);
          toast.error(genericFailure);
        }
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [genericFailure, loading, toast],
  );

  return { pending, errors, submit, clearErrors: useCallback(() => setErrors({}), []) };
}
