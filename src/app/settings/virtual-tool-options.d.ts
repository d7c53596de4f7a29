declare module 'virtual:tool-options' {
  const toolOptions: import('../../lib/operation/tool-options').ToolOptions;
  export default toolOptions;
}
