/**
 * `make(localeTag, options)` called once per locale and options, its result kept: building an Intl
 * formatter costs far more than using it (the first for a locale loads its data).
 */
export function oncePerLocale<Options, Made>(
  make: (localeTag: string, options: Options) => Made,
): (localeTag: string, options: Options) => Made {
  const made = new Map<string, Made>();
  return (localeTag, options) => {
    const key = `${localeTag}|${JSON.stringify(options)}`;
    let value = made.get(key);
    if (value === undefined) {
      value = make(localeTag, options);
      made.set(key, value);
    }
    return value;
  };
}
