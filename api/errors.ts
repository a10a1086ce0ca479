import type { ApiErrorBody, ErrorCode } from './contract';

/** An expected failure a handler reports to the caller as `{ ok: false, error }`. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    return { code: this.code, message: this.message };
  }
}
