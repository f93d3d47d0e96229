import {
  createCipheriv,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  type KeyObject,
} from 'node:crypto';
import { metaOnce, type SandboxDatabase } from './database';

/**
 * RSA-1024, not 2048: a 2048-bit signature costs ~0.75 ms here, so a 10-entry fetch could not reach the
 * 400 req/s capacity target on two cores. The key only stands in for the gateway's; nothing relies on it.
 */
const SIGNING_KEY_BITS = 1024;

/** Signs and (optionally) encrypts cloud-print content (DECISIONS W12) with the sandbox's own keys. */
export class PrintSigner {
  readonly publicKeyPem: string;

  private constructor(
    private readonly privateKey: KeyObject,
    private readonly contentKey: Buffer,
  ) {
    this.publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  }

  /** Keys are made once per data file (kept in meta), or once per process for `:memory:`. */
  static open(db: SandboxDatabase): PrintSigner {
    const pem = metaOnce(db, 'print-signing-key', () =>
      generateKeyPairSync('rsa', { modulusLength: SIGNING_KEY_BITS })
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString(),
    );
    const contentKey = metaOnce(db, 'print-content-key', () => randomBytes(32).toString('hex'));
    return new PrintSigner(createPrivateKey(pem), Buffer.from(contentKey, 'hex'));
  }

  /**
   * `print_data` text. The signed text is embedded verbatim, so `JSON.stringify(JSON.parse(t).data)`
   * reproduces exactly what was signed (SHA-256 over the `data` text, or over `encryptedData` when encrypted).
   */
  async printData(dataText: string, templateUrl: string, encrypt: boolean): Promise<string> {
    const url = JSON.stringify(templateUrl);
    if (encrypt) {
      const sealed = this.seal(dataText);
      return `{"encryptedData":"${sealed}","signature":"${await this.signature(sealed)}","templateURL":${url}}`;
    }
    return `{"data":${dataText},"signature":"${await this.signature(dataText)}","templateURL":${url}}`;
  }

  /**
   * `RSA:<base64>` of SHA-256 over the text. Signed on libuv's thread pool (the callback form of
   * crypto.sign): the ten signatures of a fetch run side by side, and the event loop keeps serving.
   */
  signature(text: string): Promise<string> {
    return new Promise((resolve, reject) => {
      sign('sha256', Buffer.from(text), this.privateKey, (error, signature) => {
        if (error) reject(error);
        else resolve(`RSA:${signature.toString('base64')}`);
      });
    });
  }

  /** AES-256-GCM under a sandbox-only key: base64(iv | tag | ciphertext), opaque to the app. */
  private seal(text: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.contentKey, iv);
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }
}
