import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/**
 * Tokens at rest: AES-256-GCM with a random 12-byte IV; stored as `v1.<iv>.<tag>.<ciphertext>` (base64url).
 * The key is 32 bytes given as 64 hex characters (TOKEN_ENCRYPTION_KEY).
 */
export function createTokenCipher(hexKey: string) {
  const key = Buffer.from(hexKey, 'hex')
  if (key.length !== 32) throw new Error('TOKEN_ENCRYPTION_KEY must be 32 bytes (64 hex characters)')
  return {
    encrypt(plain: string): string {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return [
        'v1',
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        data.toString('base64url'),
      ].join('.')
    },
    decrypt(sealed: string): string {
      const [version, iv, tag, data] = sealed.split('.')
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Unreadable token')
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      )
    },
  }
}
export type TokenCipher = ReturnType<typeof createTokenCipher>
