/** How a demo watch looks: the inputs of the SVG drawing. Every field has a sensible default. */

export type CaseShape = 'round' | 'cushion' | 'rectangular' | 'square' | 'octagonal';
export type Metal = 'steel' | 'white-gold' | 'yellow-gold' | 'rose-gold' | 'titanium' | 'tantalum';
export type BezelStyle =
  | 'polished'
  | 'fluted'
  | 'diver'
  | 'gmt'
  | 'tachymeter'
  | 'beaded'
  | 'hobnail'
  | 'screwed';
export type DialColour =
  | 'black'
  | 'blue'
  | 'white'
  | 'silver'
  | 'cream'
  | 'green'
  | 'champagne'
  | 'salmon'
  | 'grey';
export type DialTexture = 'sunburst' | 'matte' | 'tapisserie' | 'horizontal' | 'guilloche' | 'fume';
export type IndexStyle = 'batons' | 'diver' | 'roman' | 'arabic' | 'quarters' | 'none';
export type HandStyle = 'baton' | 'dauphine' | 'sword' | 'mercedes' | 'snowflake' | 'leaf' | 'breguet';
export type HandColour = 'metal' | 'blued' | 'white';
/** Where the dial's subdials sit: chronograph registers, a small seconds or a perpetual calendar. */
export type SubdialLayout = 'none' | 'tri' | 'bi-vertical' | 'bi-horizontal' | 'seconds-6' | 'seconds-9' | 'quad';
export type DatePosition = 'none' | 'at-3' | 'at-6';
export type CrownStyle = 'plain' | 'guarded' | 'cabochon' | 'bridge';
export type BandStyle = 'oyster' | 'jubilee' | 'integrated' | 'leather' | 'alligator' | 'rubber';
export type CasebackStyle = 'solid' | 'sapphire-automatic' | 'sapphire-manual';

export interface WatchLook {
  shape?: CaseShape;
  metal?: Metal;
  /** Case diameter (or height of a rectangular case) in millimetres; sets the drawing's scale. */
  sizeMm?: number;
  bezel?: BezelStyle;
  /** Colours of a diver, GMT or tachymeter insert; a GMT insert takes two (upper half, lower half). */
  insert?: readonly string[];
  dial?: DialColour;
  texture?: DialTexture;
  indices?: IndexStyle;
  hands?: HandStyle;
  handColour?: HandColour;
  /** Colour of the central seconds (or chronograph) hand. */
  secondsColour?: string;
  /** Aged lume, as on vintage tritium dials. */
  vintageLume?: boolean;
  date?: DatePosition;
  /** A magnifying lens over the date window. */
  cyclops?: boolean;
  subdials?: SubdialLayout;
  /** Fill of each subdial in order; defaults to a tone of the dial. */
  subdialColours?: readonly string[];
  crown?: CrownStyle;
  band?: BandStyle;
  /** Leather or rubber colour. */
  strapColour?: string;
  caseback?: CasebackStyle;
  /** Name printed under 12; omitted for a clean dial. */
  wordmark?: string;
  /** Small second line printed on the dial, e.g. the model name. */
  dialLine?: string;
}

/** A look with every default applied, plus the geometry derived from it. */
export interface ResolvedLook extends Required<Omit<WatchLook, 'wordmark' | 'dialLine' | 'strapColour' | 'secondsColour'>> {
  wordmark: string | null;
  /** Null for the default: the colour of the other hands' printing. */
  secondsColour: string | null;
  dialLine: string | null;
  strapColour: string;
  /** Case half-size in drawing units (radius of a round case). */
  radius: number;
  /** Width of the band where it meets the case. */
  bandWidth: number;
}

/** Applies the defaults of every optional field and derives the drawing geometry. */
export function resolveLook(look: WatchLook): ResolvedLook {
  const shape = look.shape ?? 'round';
  const bezel = look.bezel ?? 'polished';
  const band = look.band ?? 'oyster';
  const sizeMm = Math.min(46, Math.max(34, look.sizeMm ?? 40));
  const radius = sizeMm * 4.9;
  return {
    shape,
    metal: look.metal ?? 'steel',
    sizeMm,
    bezel,
    insert: look.insert ?? ['#17181b'],
    dial: look.dial ?? 'black',
    texture: look.texture ?? 'sunburst',
    indices: look.indices ?? 'batons',
    hands: look.hands ?? 'baton',
    handColour: look.handColour ?? 'metal',
    secondsColour: look.secondsColour ?? null,
    vintageLume: look.vintageLume ?? false,
    date: look.date ?? 'none',
    cyclops: look.cyclops ?? false,
    subdials: look.subdials ?? 'none',
    subdialColours: look.subdialColours ?? [],
    crown: look.crown ?? 'plain',
    band,
    strapColour: look.strapColour ?? (band === 'rubber' ? '#1b1c1e' : '#4a2e20'),
    caseback: look.caseback ?? 'solid',
    wordmark: look.wordmark ?? null,
    dialLine: look.dialLine ?? null,
    radius,
    bandWidth: radius * (band === 'integrated' ? 1.12 : 1),
  };
}
