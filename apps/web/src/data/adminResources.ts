import { postForm } from './upload';

/**
 * `POST /api/upload` with progress (fetch reports none): the multipart field `image`; resolves with the
 * stored name, rejects with the server's message.
 */
export async function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const { status, body } = await postForm<{ name: string; message: string }>('/api/upload', form, onProgress);
  if (status !== 201 || !body.name) {
    throw new Error(body.message ?? `Upload failed (${status})`);
  }
  return body.name;
}
