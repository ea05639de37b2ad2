import { AGENT_IMAGE_COUNT, DEMO_IMAGE_COUNT, agentImageSvg, demoImageSvg } from '../demo/demo-images';
import type { AssetSource } from './asset-source';

const inRange = (text: string | undefined, most: number): number | undefined => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= most ? n : undefined;
};

/**
 * The demo catalogue's pictures (demo-images.ts): `demo/{n}.svg` and `demo/agent-{k}.svg`. Only the
 * canonical names answer, so each picture has one URL (and one cache entry).
 */
export const demoAssets: AssetSource = (name) => {
  const photo = inRange(/^demo\/([1-9]\d?)\.svg$/.exec(name)?.[1], DEMO_IMAGE_COUNT);
  if (photo !== undefined) return demoImageSvg(photo);
  const agent = inRange(/^demo\/agent-([1-9]\d?)\.svg$/.exec(name)?.[1], AGENT_IMAGE_COUNT);
  return agent === undefined ? undefined : agentImageSvg(agent);
};
