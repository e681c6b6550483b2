/**
 * `@laikas/ui/theme.css`: the theme classes alone (`universityTheme`, `highContrastTheme`), for an app that draws the
 * grid or one component and not the rest: no component's CSS comes along. `style.css` holds them too.
 */
import './themes/university.css';
import './themes/highContrast.css';
