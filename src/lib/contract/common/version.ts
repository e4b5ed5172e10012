/** App update check (mdc versionPublish, §3, §4, §7.1). */
import { endpoint } from '../endpoint';

/** `operatingSystem`: 2 iOS, 1 any other. */
export type OperatingSystem = 1 | 2;

export interface VersionQuery {
  /** Which app: 1 the driver app (this project's value). */
  publishPort: number;
  /** 1 native package (this project's value). */
  publishType: number;
  operatingSystem: OperatingSystem;
}

export interface VersionPublish {
  /** Release notes (the server's spelling). */
  publicshContext: string;
  downloadAddress: string;
  /** Three-part version, e.g. `1.3.0`. */
  publishVersion: string;
  /** `'0'`: the update may be skipped (下次再说 shown); `'1'`: forced. */
  isUpdate: '0' | '1';
}

export const version = {
  /** Null when nothing is published for that platform. Called before login. */
  getNowPublishVersion: endpoint<VersionQuery, VersionPublish | null>(
    'mdc',
    'versionPublish/getNowPublishVersion',
    { ignoreToken: true },
  ),
} as const;
