/** 车牌号: the driver's own plates as he types (searchVehicleNumber); loaded after the list. */
import { CloseCircleFill } from 'antd-mobile-icons';
import { useEffect, useRef } from 'react';
import { SelectField } from '@/components/select-field';
import { searchPlates } from '../api/sources';
import { plazaMessages as m } from '../plaza-messages';
import styles from './plaza.module.css';

export interface PlazaPlateSearchProps {
  carNo: string | null;
  onChange: (carNo: string | null) => void;
  /** The driver tapped the stand-in before this loaded: open the search at once. */
  openOnMount?: boolean;
}

export function PlazaPlateSearch({ carNo, onChange, openOnMount = false }: PlazaPlateSearchProps) {
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (openOnMount) row.current?.querySelector<HTMLButtonElement>('button')?.click();
    // Only on mount: later renders must not reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className={styles.plateRow} ref={row}>
      <SelectField
        kind="search"
        className={styles.plateField}
        label={m.plate}
        required={false}
        placeholder={m.platePlaceholder}
        searchPlaceholder={m.plateSearchPlaceholder}
        search={searchPlates}
        value={carNo ? { label: carNo, value: carNo } : null}
        onChange={(option) => onChange(option.value)}
      />
      {carNo ? (
        <button
          type="button"
          className={styles.clearPlate}
          aria-label={m.clearPlate(carNo)}
          onClick={() => onChange(null)}
        >
          <CloseCircleFill aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}

export default PlazaPlateSearch;
