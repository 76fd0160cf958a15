// Content-Security-Policy for the built SPA: our own scripts only, no inline script, no plugins, no
// framing. Ad images and videos come from advertisers' https hosts.
export const contentSecurityPolicy = (isProduction: boolean) => ({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Radix Dialog locks page scroll with an injected <style>, and React/Radix set style attributes:
  // inline styles are allowed (CSS only; scripts stay strictly 'self').
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "https:"],
  mediaSrc: ["'self'", "https:"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: isProduction ? [] : null,
});
