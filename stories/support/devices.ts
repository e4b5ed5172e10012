/** Device sizes every story can be viewed at (Storybook toolbar → viewport). */
export const DEVICES = {
  iphone: { name: 'iOS 375×812', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  androidSmall: {
    name: 'Android small 360×640',
    styles: { width: '360px', height: '640px' },
    type: 'mobile',
  },
  androidLarge: {
    name: 'Android large 412×915',
    styles: { width: '412px', height: '915px' },
    type: 'mobile',
  },
} as const;

export const DEFAULT_DEVICE = 'iphone';
