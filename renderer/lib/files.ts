// Kept for its users; the host's file helpers live in host.ts.
export { readFileAsBase64 } from './host';
