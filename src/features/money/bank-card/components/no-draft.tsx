import { ButtonLink } from '@/components/form';
import { LoadEmpty } from '@/components/load-state';
import { paths } from '@/lib/routing/paths';
import { bankMessages as t } from '../messages';

/** A later add step opened without a whole draft (it ended, or a bare link): back to the first step. */
export function NoDraft({ query }: { query: { back?: string } }) {
  return (
    <LoadEmpty title={t.noDraft}>
      <ButtonLink to={paths.bankAdd.to(query)}>{t.backToAdd}</ButtonLink>
    </LoadEmpty>
  );
}
