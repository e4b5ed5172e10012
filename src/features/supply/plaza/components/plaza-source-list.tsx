import { PagedList, type PageLoader } from '@/components/paged-list';
import { SOURCE_CARD_HEIGHT, SourceCard } from '@/components/source-card';
import type { GoodsSource } from '@/lib/contract/supply/market';
import { paths } from '@/lib/routing/paths';
import { plazaMessages as m } from '../plaza-messages';

/** The plaza's detail screens: bulk and whole sources have their own. */
const plazaLinkOf = (source: GoodsSource) =>
  source.kind === 'bulk'
    ? paths.supplyDetails.to({ id: source.id })
    : paths.supplyWholeDetail.to({ id: source.id });

export interface PlazaSourceListProps {
  /** Give the list a new `key` with a new loader: it then starts again from page 1. */
  load: PageLoader<GoodsSource>;
  linkOf?: (source: GoodsSource) => string;
  label?: string;
}

/** Sources as fixed-height cards in the kit's virtualized, paged list (20 a page). */
export function PlazaSourceList({
  load,
  linkOf = plazaLinkOf,
  label = m.listLabel,
}: PlazaSourceListProps) {
  return (
    <PagedList<GoodsSource>
      load={load}
      label={label}
      itemHeight={SOURCE_CARD_HEIGHT}
      exactHeight
      itemKey={(source) => source.id}
      renderItem={(source) => <SourceCard source={source} to={linkOf(source)} />}
    />
  );
}
