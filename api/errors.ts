import type { Localized } from '../engine/localized';
import type { ApiErrorBody, ErrorCode, ErrorIssue } from './contract';

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
