// The part of http_ece (Encrypted Content-Encoding for HTTP, RFC 8188; the library web-push itself
// encrypts with) that the local push service uses to decrypt what it receives.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  interface DecryptParams {
    readonly version: 'aes128gcm';
    /** The receiver's key pair. */
    readonly privateKey: ECDH;
    /** base64url. */
    readonly authSecret: string;
  }
  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
