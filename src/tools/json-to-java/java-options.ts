export const javaStyles = ['getters-setters', 'public-fields', 'record', 'lombok', 'kotlin'] as const;
export type JavaStyle = (typeof javaStyles)[number];

export interface JavaOptions {
  className: string;
  packageName: string;
  style: JavaStyle;
  /** `@JsonProperty("<key>")` on every field or record component. */
  jackson: boolean;
  /** Nested classes as `public static` members of the root class. */
  nested: boolean;
  /** `int`, `long`, `double`, `boolean` for values never null nor missing (Java classes). */
  primitives: boolean;
  /** `@JsonIgnoreProperties(ignoreUnknown = true)` on every class. */
  ignoreUnknown: boolean;
  /** `equals`, `hashCode` and `toString` (the styles that lack them: getters and setters, public fields). */
  valueMethods: boolean;
}

export const defaultJavaOptions: JavaOptions = {
  className: 'Root',
  packageName: '',
  style: 'getters-setters',
  jackson: false,
  nested: false,
  primitives: false,
  ignoreUnknown: false,
  valueMethods: false,
};

/** The styles that have no equals, hashCode and toString of their own. */
export const stylesWithoutValueMethods: readonly JavaStyle[] = ['getters-setters', 'public-fields'];
/** The styles whose fields may be primitives. */
export const stylesWithPrimitives: readonly JavaStyle[] = ['getters-setters', 'public-fields', 'record', 'lombok'];
