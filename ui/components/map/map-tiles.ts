import { useRootData } from '../../root-data';

/** The site's map tiles (TILE_URL) and the credit their provider requires (TILE_ATTRIBUTION); none = the offline base map. */
export interface MapTiles {
  readonly tileUrl: string | null;
  readonly tileAttribution?: string;
}

export function useMapTiles(): MapTiles {
  const root = useRootData();
  const tileUrl = root?.tileUrl ?? null;
  const tileAttribution = tileUrl ? root?.tileAttribution : undefined;
  return tileAttribution ? { tileUrl, tileAttribution } : { tileUrl };
}
