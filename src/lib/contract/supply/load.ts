/**
 * The words a load is told in: its kind, unit, places and contacts, and the state of its transport
 * contract. A source (market.ts, e-contract.ts) and the waybill made from it (waybill/) share them.
 * Types only, importing nothing: the waybill's modules use them while supply's writes name the
 * waybill's reads (what a grab or a signature changes), and neither side imports the other back.
 */

/** 大宗 (bulk: many trucks take parts of one quantity) or 整车 (whole: one truck takes the load). */
export type SourceKind = 'bulk' | 'whole';

/** 吨 or 方 (cubic metres). */
export type QuantityUnit = 'ton' | 'cubic';

/** A loading or unloading point. */
export interface Place {
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  /** 省 市 区 names joined by spaces, e.g. `河北省 石家庄市 长安区`. */
  regionName: string;
  /** Street address inside the district. */
  address: string;
  longitude: number;
  latitude: number;
}

/** Who to call at the shipper, the loading or the unloading point. */
export interface Contact {
  name: string;
  /** Masked (3 digits, ****, last 4): the real number is reached through the virtual number. */
  phoneMasked: string;
}

/** A transport contract's state (a waybill's summary shows its KJ contract's). */
export type ContractStatus = 'unsigned' | 'signed' | 'void';
