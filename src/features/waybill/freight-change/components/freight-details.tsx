import { useSearchParams } from 'react-router-dom';
import { Card, FactList, Page } from '@/components/card';
import type { SourceKind } from '@/lib/contract/supply/load';
import { freightMessages as t } from '../messages';
import { FreightActions } from './freight-actions';
import { freightFacts, freightResultFacts } from './freight-facts';
import { FreightGate } from './freight-gate';

/** A details screen (整车 or 大宗) of the change in `?id=`: its facts, then the actions or result. */
export function FreightDetails({ kind }: { kind: SourceKind }) {
  const [params] = useSearchParams();
  return (
    <FreightGate kind={kind} id={params.get('id')?.trim() ?? ''}>
      {(change) => (
        <Page as="div">
          <Card
            aria-label={t.changeNo}
            actions={change.state === 'pending' ? <FreightActions change={change} /> : undefined}
          >
            <FactList facts={freightFacts(change)} />
          </Card>
          {change.state === 'pending' ? null : (
            <Card title={t.result}>
              <FactList facts={freightResultFacts(change)} />
            </Card>
          )}
        </Page>
      )}
    </FreightGate>
  );
}
