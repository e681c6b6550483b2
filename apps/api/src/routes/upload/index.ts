import fastifyMultipart from '@fastify/multipart';
import { uploadFormSchema, uploadResponseSchema } from '@laikas/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/app/guard.js';
import { tooLarge } from '../../services/uploads.js';
import { message } from '../../i18n/index.js';
import { readMultipart, type ReceivedFile } from '../multipart.js';

/** Room for the multipart framing around the file itself. */
const FRAMING_BYTES = 16 * 1024;

/** `POST /api/upload` (resources.manage): one image in the multipart field `image`; answers its stored name. */
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart);

  app.post(
    '/upload',
    {
      config: { ability: 'resources.manage' },
      schema: { multipart: uploadFormSchema, response: { 201: uploadResponseSchema } },
    },
    async (request, reply) => {
      let filename: string | undefined;
      try {
        const maxBytes = (await app.systemSettingsService.current()).upload_max_bytes;
        // A body that says it is too large is refused before a byte of it is read.
        if (Number(request.headers['content-length'] ?? 0) > maxBytes + FRAMING_BYTES) {
          throw tooLarge(maxBytes);
        }
        const { files } = await readMultipart(request, {
          field: 'image',
          fileFields: ['image'],
          choose: message('upload.chooseImage'),
          wrongField: message('upload.onlyImage'),
          tooMany: message('upload.oneImage'),
          limits: { fileSize: maxBytes, files: 1 },
          tooLarge: () => tooLarge(maxBytes),
        });
        const [file] = files as [ReceivedFile];
        filename = file.filename;
        const stored = await app.uploadService.storeImage(
          { filename: file.filename, bytes: file.bytes },
          authOf(request).actor.id,
        );
        return reply.code(201).send(stored);
      } catch (error) {
        // The security log (issue 13): every refused upload, with who sent what from where (reqId from request.log).
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        if (status >= 400 && status < 500) {
          request.log.warn(
            {
              event: 'upload.rejected',
              userId: request.auth?.user.id ?? null,
              impersonatorId: request.auth?.session.impersonator_id ?? null,
              ip: request.ip,
              status,
              reason: (error as Error).message,
              filename: filename?.slice(0, 200) ?? null,
              contentType: request.headers['content-type']?.slice(0, 100) ?? null,
              contentLength: Number(request.headers['content-length'] ?? 0) || null,
            },
            'upload rejected',
          );
        }
        throw error;
      }
    },
  );
};

export default uploadRoutes;
