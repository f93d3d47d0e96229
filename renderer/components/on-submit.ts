import type { FormEvent } from 'react';

/**
 * A form's onSubmit that runs `action` in place of the browser's submit (which would reload the page): the desk's
 * forms save through main, so Enter in any field runs the same action as the form's submit button.
 */
export const onSubmitRun =
  (action: () => void) =>
  (e: FormEvent): void => {
    e.preventDefault();
    action();
  };
