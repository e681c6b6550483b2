import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './vars.css';

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': 'screen and (min-width: 768px)' },
    desktop: { '@media': 'screen and (min-width: 1100px)' },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: vars.space,
    padding: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    margin: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    width: ['auto', '100%'],
    maxWidth: { content: '1280px', form: '880px', medium: '760px', narrow: '640px', slim: '560px', none: 'none' },
    textAlign: ['left', 'center', 'right'],
    gridTemplateColumns: { one: '1fr', two: 'repeat(2, minmax(0, 1fr))', three: 'repeat(3, minmax(0, 1fr))' },
  },
  shorthands: {
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const colourProperties = defineProperties({
  properties: {
    color: vars.color,
    background: vars.color,
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
    position: ['relative', 'absolute', 'sticky', 'fixed', 'static'],
    overflow: ['hidden', 'auto', 'visible'],
  },
});

/** Atomic layout and colour classes; the `Box` component is the usual way to use them. */
export const sprinkles = createSprinkles(responsiveProperties, colourProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
