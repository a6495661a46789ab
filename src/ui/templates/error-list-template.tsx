import type { ErrorListProps } from '@rjsf/utils';
import { localText } from '../form-context.js';

/**
 * The summary above the form when it is shown: a short card listing each message. Field errors are also
 * shown under each field, so this is a compact reminder rather than the only place an error appears.
 */
export function ErrorListTemplate({ errors, registry }: ErrorListProps) {
  if (errors.length === 0) return null;
  return (
    <div className="mo-error-list" role="alert">
      <ul>
        {errors.map((error, index) => (
          <li key={index}>{error.title ? `${localText(registry, error.title)}: ${error.message ?? ''}` : error.message ?? error.stack}</li>
        ))}
      </ul>
    </div>
  );
}
