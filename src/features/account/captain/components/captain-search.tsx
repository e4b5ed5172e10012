/** Find a captain by mobile and bind them (with a confirm); an uncertified one is shown, not bound. */
import { Card } from '@/components/card';
import { Button, Form, MobileField, SubmitButton } from '@/components/form';
import type { CarCaptain } from '@/lib/contract/account/captain';
import { useCaptainSearch } from '../hooks/use-captain-search';
import { captainMessages as messages } from '../messages';
import { CaptainCard } from './captain-card';
import styles from './captain-panels.module.css';

export interface CaptainSearchProps {
  ownMobile: string | null;
  /** The captain is bound: the screen shows the result. */
  onBound: (captain: CarCaptain) => void;
}

export function CaptainSearch({ ownMobile, onBound }: CaptainSearchProps) {
  const { field, search, result, problem, confirmBind } = useCaptainSearch(ownMobile, onBound);
  const found = result?.captain ?? null;
  return (
    <>
      <Card title={messages.searchTitle}>
        <Form onSubmit={search}>
          <MobileField
            {...field}
            label={messages.searchLabel}
            placeholder={messages.searchPlaceholder}
          />
          <SubmitButton>{messages.search}</SubmitButton>
        </Form>
        {problem && !found ? (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        ) : null}
      </Card>
      {found ? (
        <CaptainCard
          captain={found}
          title={messages.result}
          actions={
            result?.bindable ? <Button onClick={confirmBind}>{messages.bind}</Button> : undefined
          }
        >
          {result?.bindable ? null : (
            <p className={styles.problem} role="alert">
              {problem}
            </p>
          )}
        </CaptainCard>
      ) : null}
    </>
  );
}
