import type { WatchLook } from './image-spec.js';

/** How each demo watch is drawn, shared by its gallery and by the collection banners. */
export const LOOKS = {
  submarinerDate: {
    wordmark: 'ROLEX', dialLine: 'SUBMARINER', sizeMm: 41, bezel: 'diver', indices: 'diver', hands: 'mercedes',
    date: 'at-3', cyclops: true, crown: 'guarded', band: 'oyster',
  },
  gmtPepsi: {
    wordmark: 'ROLEX', dialLine: 'GMT-MASTER II', sizeMm: 40, bezel: 'gmt', insert: ['#a8232c', '#1f3a7a'], indices: 'diver',
    hands: 'mercedes', date: 'at-3', cyclops: true, crown: 'guarded', band: 'jubilee',
  },
  explorer: {
    wordmark: 'ROLEX', dialLine: 'EXPLORER', sizeMm: 40, texture: 'matte', indices: 'quarters', hands: 'mercedes', band: 'oyster',
  },
  seamaster: {
    wordmark: 'OMEGA', dialLine: 'SEAMASTER', sizeMm: 42, bezel: 'diver', insert: ['#1d3866'], dial: 'blue', texture: 'horizontal',
    indices: 'diver', hands: 'sword', date: 'at-6', band: 'oyster', caseback: 'sapphire-automatic',
  },
  blackBay58: {
    wordmark: 'TUDOR', dialLine: 'BLACK BAY', sizeMm: 39, bezel: 'diver', insert: ['#202124'], texture: 'matte', indices: 'diver',
    hands: 'snowflake', vintageLume: true, band: 'oyster',
  },
  luminor: {
    wordmark: 'PANERAI', dialLine: 'LUMINOR MARINA', shape: 'cushion', sizeMm: 44, texture: 'matte', indices: 'quarters',
    hands: 'baton', handColour: 'white', subdials: 'seconds-9', date: 'at-3', crown: 'bridge', band: 'leather', strapColour: '#8a5a36',
  },
  daytona: {
    wordmark: 'ROLEX', dialLine: 'DAYTONA', sizeMm: 40, bezel: 'tachymeter', dial: 'white', texture: 'matte', subdials: 'tri',
    subdialColours: ['#1d1e21'], indices: 'batons', hands: 'baton', band: 'oyster',
  },
  speedmaster: {
    wordmark: 'OMEGA', dialLine: 'SPEEDMASTER', sizeMm: 42, bezel: 'tachymeter', texture: 'matte', subdials: 'tri',
    indices: 'batons', hands: 'baton', handColour: 'white', band: 'oyster', caseback: 'sapphire-manual',
  },
  royalOakOffshore: {
    wordmark: 'AUDEMARS PIGUET', shape: 'octagonal', bezel: 'screwed', sizeMm: 42, texture: 'tapisserie', subdials: 'tri',
    subdialColours: ['#2b2d31'], indices: 'batons', hands: 'baton', crown: 'guarded', band: 'rubber',
  },
  portugieser: {
    wordmark: 'IWC', dialLine: 'SCHAFFHAUSEN', sizeMm: 41, dial: 'silver', texture: 'matte', subdials: 'bi-vertical',
    subdialColours: ['#cfd1d4'], indices: 'arabic', hands: 'leaf', handColour: 'blued', band: 'alligator', strapColour: '#1d1c1b',
    caseback: 'sapphire-automatic',
  },
  navitimer: {
    wordmark: 'BREITLING', dialLine: 'NAVITIMER', sizeMm: 43, bezel: 'beaded', subdials: 'tri', subdialColours: ['#cdd0d4'],
    indices: 'batons', hands: 'baton', handColour: 'white', band: 'alligator', strapColour: '#5a3722', caseback: 'sapphire-automatic',
  },
  chronomasterSport: {
    wordmark: 'ZENITH', dialLine: 'EL PRIMERO', sizeMm: 41, bezel: 'tachymeter', dial: 'white', texture: 'matte', subdials: 'tri',
    subdialColours: ['#4f565e', '#2c4b80', '#a9aeb4'], indices: 'batons', hands: 'baton', band: 'oyster', caseback: 'sapphire-automatic',
  },
  nautilus: {
    wordmark: 'PATEK PHILIPPE', dialLine: 'GENEVE', shape: 'octagonal', sizeMm: 40, dial: 'blue', texture: 'horizontal',
    indices: 'batons', hands: 'baton', date: 'at-3', band: 'integrated', caseback: 'sapphire-automatic',
  },
  royalOak: {
    wordmark: 'AUDEMARS PIGUET', shape: 'octagonal', bezel: 'screwed', sizeMm: 41, dial: 'blue', texture: 'tapisserie',
    indices: 'batons', hands: 'baton', date: 'at-3', crown: 'guarded', band: 'integrated', caseback: 'sapphire-automatic',
  },
  royalOakPerpetual: {
    wordmark: 'AUDEMARS PIGUET', shape: 'octagonal', bezel: 'screwed', sizeMm: 41, dial: 'blue', texture: 'tapisserie',
    subdials: 'quad', subdialColours: ['#16294a'], indices: 'batons', hands: 'baton', crown: 'guarded', band: 'integrated',
    caseback: 'sapphire-automatic',
  },
  aquanaut: {
    wordmark: 'PATEK PHILIPPE', shape: 'octagonal', sizeMm: 40, texture: 'tapisserie', indices: 'arabic', hands: 'baton',
    date: 'at-3', band: 'rubber', caseback: 'sapphire-automatic',
  },
  datejust41: {
    wordmark: 'ROLEX', dialLine: 'DATEJUST', sizeMm: 41, bezel: 'fluted', dial: 'blue', indices: 'batons', hands: 'baton',
    date: 'at-3', cyclops: true, band: 'jubilee',
  },
  santos: {
    wordmark: 'CARTIER', shape: 'square', bezel: 'screwed', sizeMm: 40, dial: 'silver', indices: 'roman', hands: 'sword',
    handColour: 'blued', crown: 'cabochon', band: 'oyster',
  },
  overseas: {
    wordmark: 'VACHERON CONSTANTIN', sizeMm: 41, dial: 'blue', indices: 'batons', hands: 'baton', date: 'at-3',
    band: 'integrated', caseback: 'sapphire-automatic',
  },
  snowflake: {
    wordmark: 'GRAND SEIKO', dialLine: 'SPRING DRIVE', metal: 'titanium', sizeMm: 41, dial: 'white', texture: 'guilloche',
    indices: 'batons', hands: 'dauphine', secondsColour: '#2d59c7', date: 'at-3', band: 'oyster', caseback: 'sapphire-automatic',
  },
  calatrava: {
    wordmark: 'PATEK PHILIPPE', dialLine: 'GENEVE', metal: 'white-gold', sizeMm: 39, dial: 'cream', texture: 'matte',
    indices: 'batons', hands: 'dauphine', date: 'at-3', band: 'alligator', strapColour: '#1c1a19', caseback: 'sapphire-automatic',
  },
  tankLouis: {
    wordmark: 'CARTIER', shape: 'rectangular', metal: 'yellow-gold', sizeMm: 38, dial: 'white', texture: 'matte', indices: 'roman',
    hands: 'sword', handColour: 'blued', crown: 'cabochon', band: 'alligator', strapColour: '#3a2418',
  },
  reverso: {
    wordmark: 'JAEGER-LECOULTRE', shape: 'rectangular', sizeMm: 40, dial: 'silver', texture: 'guilloche', indices: 'arabic',
    hands: 'dauphine', subdials: 'seconds-6', band: 'alligator', strapColour: '#1b1a19',
  },
  patrimony: {
    wordmark: 'VACHERON CONSTANTIN', metal: 'rose-gold', sizeMm: 40, dial: 'silver', texture: 'matte', indices: 'batons',
    hands: 'dauphine', band: 'alligator', strapColour: '#4a2e20', caseback: 'sapphire-manual',
  },
  lange1815: {
    wordmark: 'A. LANGE & SÖHNE', metal: 'rose-gold', sizeMm: 40, dial: 'silver', texture: 'matte', indices: 'arabic',
    hands: 'leaf', handColour: 'blued', subdials: 'seconds-6', band: 'alligator', strapColour: '#3b2418', caseback: 'sapphire-manual',
  },
  submariner5513: {
    wordmark: 'ROLEX', dialLine: 'SUBMARINER', sizeMm: 40, bezel: 'diver', insert: ['#2e3034'], texture: 'matte', indices: 'diver',
    hands: 'mercedes', vintageLume: true, crown: 'guarded', band: 'oyster',
  },
  speedmaster1969: {
    wordmark: 'OMEGA', dialLine: 'PROFESSIONAL', sizeMm: 42, bezel: 'tachymeter', texture: 'matte', subdials: 'tri',
    indices: 'batons', hands: 'baton', handColour: 'white', vintageLume: true, band: 'oyster',
  },
  elPrimeroA386: {
    wordmark: 'ZENITH', dialLine: 'EL PRIMERO', sizeMm: 38, dial: 'white', texture: 'matte', subdials: 'tri',
    subdialColours: ['#4f565e', '#2c4b80', '#a9aeb4'], indices: 'batons', hands: 'baton', vintageLume: true, band: 'oyster',
  },
  datejust1601: {
    wordmark: 'ROLEX', dialLine: 'DATEJUST', sizeMm: 36, bezel: 'fluted', dial: 'champagne', indices: 'batons', hands: 'baton',
    date: 'at-3', cyclops: true, band: 'jubilee',
  },
  calatrava3919: {
    wordmark: 'PATEK PHILIPPE', metal: 'yellow-gold', sizeMm: 34, bezel: 'hobnail', dial: 'white', texture: 'matte',
    indices: 'roman', hands: 'leaf', band: 'alligator', strapColour: '#181716',
  },
  chronometreBleu: {
    wordmark: 'F.P.JOURNE', dialLine: 'Invenit et Fecit', metal: 'tantalum', sizeMm: 39, dial: 'blue', texture: 'matte',
    indices: 'arabic', hands: 'breguet', subdials: 'seconds-6', subdialColours: ['#17304f'], band: 'alligator',
    strapColour: '#1f2433', caseback: 'sapphire-manual',
  },
  endeavour: {
    sizeMm: 40, dial: 'green', texture: 'fume', indices: 'none', hands: 'leaf', band: 'leather', strapColour: '#7a5a3c',
    caseback: 'sapphire-automatic',
  },
  galet: {
    wordmark: 'LAURENT FERRIER', sizeMm: 40, dial: 'salmon', texture: 'matte', indices: 'batons', hands: 'leaf',
    subdials: 'seconds-6', subdialColours: ['#dd9c82'], band: 'alligator', strapColour: '#2a2522', caseback: 'sapphire-automatic',
  },
} as const satisfies Record<string, WatchLook>;
