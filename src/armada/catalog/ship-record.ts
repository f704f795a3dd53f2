/** One ship type of the catalog (`armada.data.charts`). */

export type BaseSize = 'small' | 'medium' | 'large' | 'huge';

/** A yaw value printed on a speed chart: 0 = "-", 1 = "I", 2 = "II" (`armada.yaw.chart`). */
export type YawValue = 0 | 1 | 2;

export type ShipStatus = 'official' | 'armada-legacy-community';

export interface ShipRecord {
  readonly name: string;
  readonly faction: string;
  readonly size: BaseSize;
  /** Highest speed column of the chart (`armada.speed.range`). */
  readonly maxSpeed: number;
  /** `chart[s - 1][k - 1]`: yaw value of joint k at speed s (joint 1 first). */
  readonly chart: readonly (readonly number[])[];
  /** `armada-legacy-community` marks the Armada Legacy ships (`armada.data.provenance`). */
  readonly status: ShipStatus;
}
