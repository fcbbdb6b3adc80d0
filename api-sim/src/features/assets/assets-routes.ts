import type { FastifyReply } from 'fastify';
import { ASSET_CACHE_CONTROL } from '../../config';
import { AVATAR_COUNT, bannerTitle, isBannerGroup } from '../../content/banners';
import type { SimRoutes } from '../../context';
import { avatarSvg, bannerSvg, gameIconSvg, vendorLogoSvg } from './images';

/** "10001.svg" → "10001"; anything else → undefined. */
const baseName = (file: string): string | undefined => (file.endsWith('.svg') ? file.slice(0, -4) : undefined);

/** "3.svg" → 3 for positive integers. */
const numberName = (file: string): number | undefined => {
  const base = baseName(file);
  return base !== undefined && /^[1-9]\d{0,8}$/.test(base) ? Number(base) : undefined;
};

function sendSvg(reply: FastifyReply, svg: string | undefined): FastifyReply {
  if (svg === undefined) {
    reply.callNotFound();
    return reply;
  }
  return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', ASSET_CACHE_CONTROL).send(svg);
}

export const assetsRoutes: SimRoutes = async (app, { ctx }) => {
  const { catalogue } = ctx;

  app.get<{ Params: { vassalage: string; file: string } }>('/assets/icons/:vassalage/:file', async (request, reply) => {
    const nodeId = numberName(request.params.file);
    const game = nodeId === undefined ? undefined : catalogue.gameById.get(nodeId);
    const served = game && game.vassalage === request.params.vassalage && !catalogue.brokenIconIds.has(game.nodeId);
    return sendSvg(reply, served ? gameIconSvg(game) : undefined);
  });

  app.get<{ Params: { file: string } }>('/assets/vendors/:file', async (request, reply) => {
    const vassalage = baseName(request.params.file);
    const vendor = catalogue.vendors.find((candidate) => candidate.vassalage === vassalage);
    return sendSvg(reply, vendor && vendorLogoSvg(vendor));
  });

  app.get<{ Params: { group: string; file: string } }>('/assets/banners/:group/:file', async (request, reply) => {
    const { group, file } = request.params;
    const n = numberName(file);
    const title = isBannerGroup(group) && n !== undefined ? bannerTitle(group, n) : undefined;
    return sendSvg(reply, title && bannerSvg(`${group}/${n}`, title));
  });

  app.get<{ Params: { file: string } }>('/assets/avatars/:file', async (request, reply) => {
    const n = numberName(request.params.file);
    return sendSvg(reply, n !== undefined && n <= AVATAR_COUNT ? avatarSvg(n) : undefined);
  });
};
