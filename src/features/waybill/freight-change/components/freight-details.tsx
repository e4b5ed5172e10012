import { useSearchParams } from 'react-router-dom';
import type { SourceKind } from '@/lib/contract/supply/load';
import { FreightActions } from './freight-actions';
import { FreightFacts, FreightResult } from './freight-facts';
import { FreightGate } from './freight-gate';
import { cardStyles } from '@/components/card';

/** A details screen (整车 or 大宗) of the change in `?id=`: its facts, then the actions or result. */
export function FreightDetails({ kind }: { kind: SourceKind }) {
  const [params] = useSearchParams();
  return (
    <FreightGate kind={kind} id={params.get('id')?.trim() ?? ''}>
      {(change) => (
        <div className={cardStyles.page}>
          <FreightFacts change={change} />
          <FreightResult change={change} />
          {change.state === 'pending' ? <FreightActions change={change} /> : null}
        </div>
      )}
    </FreightGate>
  );
}
