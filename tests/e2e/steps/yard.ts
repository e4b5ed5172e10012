/**
 * The fenced sample load (S0003) and the certified driver who takes it at its yard: the start of
 * every trip the e2e and soak runs drive on the road.
 */
import { type Sim } from '../../../simulator/automation/fixture';
import { loginWithPassword } from '../../../simulator/automation/h5-actions';
import { districtPath, placeIn } from '../../../simulator/sandbox/areas/supply/market/places';
import { SEEDED_MOBILES } from '../../../simulator/sandbox/store/catalog';

/** The driver of the trips: certified, with vehicles, nothing on the road yet. */
export const DRIVER = SEEDED_MOBILES.certifiedDriver;

/** The fenced sample source (S0003) loads at the centre of 石家庄 长安区. */
export const YARD = placeIn(districtPath('130102'), '建设路18号 冀中储煤场', null);

/** The truck is parked at the yard (the native side's fix), and the driver logs in on /loginPwd. */
export async function logInAtTheYard(sim: Sim): Promise<void> {
  await sim.location.set({
    longitude: YARD.longitude,
    latitude: YARD.latitude,
    address: YARD.address,
  });
  await loginWithPassword(sim, DRIVER);
}
