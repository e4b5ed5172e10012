export { TabBar, type TabOption } from './tab-bar';
