import type { FastifyReply } from 'fastify';
import type { SimRoutes } from '../../context';
import { escapeXml } from '../../lib/svg';

/** Small HTML pages behind the URLs the simulator hands out (chat, blog, downloads). */
function page(reply: FastifyReply, title: string, paragraph: string): FastifyReply {
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeXml(title)}</title><style>body{font-family:Arial,sans-serif;margin:0;padding:24px;background:#111827;color:#f9fafb}` +
    `main{max-width:640px;margin:0 auto}p{color:#d1d5db}</style></head>` +
    `<body><main><h1>${escapeXml(title)}</h1><p>${escapeXml(paragraph)}</p></main></body></html>`;
  return reply.header('content-type', 'text/html; charset=utf-8').send(html);
}

export const demoPagesRoutes: SimRoutes = async (app) => {
  app.get('/sim/chat', async (_request, reply) =>
    page(reply, 'Customer service', 'You are chatting with the simulated support desk. An agent will be with you shortly.'),
  );
  app.get('/sim/blog', async (_request, reply) => page(reply, 'Blog', 'News and guides of the simulated platform.'));
  app.get<{ Params: { file: string } }>('/sim/download/:file', async (request, reply) =>
    page(reply, 'App download', `The simulator has no real app; this page stands for ${request.params.file}.`),
  );
};
