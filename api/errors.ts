import type { Localized } from '../engine/localized';
import type { ApiErrorBody, ErrorCode, ErrorIssue } from './contract';

/** A file's problem as the API gives it: where it is, the English `message`, both languages in `text`. */
export function issueOfApi<T extends { message: Localized }>({ message, ...where }: T): Omit<T, 'message'> & ErrorIssue {
  return { ...where, message: message.en, text: { ...message } };
}

/** An expected failure a handler reports to the caller as `{ ok: false, error }`. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ErrorIssue[],
    /** Why, in both languages, where the reason has them (ApiErrorBody.text). */
    readonly text?: Localized,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    return { code: this.code, message: this.message, ...(this.issues ? { issues: this.issues } : {}), ...(this.text ? { text: this.text } : {}) };
  }
}
