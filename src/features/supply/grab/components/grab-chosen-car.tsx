/**
 * The truck chosen for the grab (`?carNo=`), found among the driver's vehicles; an unknown plate
 * goes back to the choice.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { failedReadProps, LoadFailed, Loading } from '@/components/load-state';
import type { GoodsSourceDetail, VehicleChoice } from '@/lib/contract/supply/market';
import { grabVehiclesQueryOptions } from '../api/grab';
import { grabMessages as t } from '../grab-messages';
import { GrabNoVehicle } from './grab-no-vehicle';
import styles from './grab.module.css';

export function GrabChosenCar(props: {
  source: GoodsSourceDetail;
  carNo: string;
  /** The loading skeleton's lines: as many as the screen that follows. */
  lines: number;
  children: (car: VehicleChoice) => ReactNode;
}) {
  const { source, carNo, lines, children } = props;
  const vehicles = useQuery(grabVehiclesQueryOptions(source.id));
  if (vehicles.isError) return <LoadFailed title={t.readsFailed} {...failedReadProps(vehicles)} />;
  if (!vehicles.data) return <Loading label={t.loading} lines={lines} className={styles.page} />;
  const car = vehicles.data.find((v) => v.carNo === carNo);
  if (!car) return <GrabNoVehicle id={source.id} />;
  return children(car);
}
