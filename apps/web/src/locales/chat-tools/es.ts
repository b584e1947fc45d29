import type { Messages } from "../messages";
import type { chatToolsEn } from "./en";

/** Las herramientas de conversación del chat, en español (trato de usted). */
export const chatToolsEs: Messages<typeof chatToolsEn> = {
  rename: "Cambiar el nombre de “{{title}}”",
  renameLabel: "Nuevo título",
  renameSave: "Guardar título",
  renameCancel: "Cancelar el cambio de nombre",
  renamed: "Se cambió el nombre de la conversación",
  delete: "Eliminar “{{title}}”",
  deleted: "Conversación eliminada",
  undo: "Deshacer",
  restored: "Conversación restaurada",
  restoreExpired: "Ya no es posible restaurar esa conversación.",
  edit: "Editar mensaje",
  editLabel: "Edite su mensaje",
  editSend: "Enviar",
  editCancel: "Cancelar",
  editHint: "El coach responde a sus nuevas palabras en lugar de las anteriores.",
  versions: "Respuestas",
  versionOf: "Respuesta {{current}} de {{count}}",
  previousVersion: "Respuesta anterior",
  nextVersion: "Respuesta siguiente",
  olderVersion: "Está viendo una respuesta anterior. La conversación continúa a partir de la más reciente.",
  shortcuts: {
    open: "Atajos de teclado",
    title: "Atajos de teclado",
    description: "Use el coach sin el mouse.",
    newChat: "Nuevo chat",
    search: "Buscar en sus conversaciones",
    stop: "Detener la respuesta",
    focus: "Ir al cuadro de mensaje",
    help: "Mostrar estos atajos",
    send: "Enviar el mensaje",
    newLine: "Nueva línea en el mensaje",
    or: "o",
  },
};
