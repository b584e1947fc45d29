import type { Messages } from "../messages";
import type { chatToolsEn } from "./en";

/** Les outils de conversation du chat, en français. */
export const chatToolsFr: Messages<typeof chatToolsEn> = {
  rename: "Renommer « {{title}} »",
  renameLabel: "Nouveau titre",
  renameSave: "Enregistrer le titre",
  renameCancel: "Annuler le changement de nom",
  renamed: "Conversation renommée",
  delete: "Supprimer « {{title}} »",
  deleted: "Conversation supprimée",
  undo: "Annuler",
  restored: "Conversation restaurée",
  restoreExpired: "Il est trop tard pour restaurer cette conversation.",
  edit: "Modifier le message",
  editLabel: "Modifiez votre message",
  editSend: "Envoyer",
  editCancel: "Abandonner",
  editHint: "Le coach répond à vos nouveaux mots à la place des anciens.",
  versions: "Réponses",
  versionOf: "Réponse {{current}} sur {{count}}",
  previousVersion: "Réponse précédente",
  nextVersion: "Réponse suivante",
  olderVersion: "Vous consultez une réponse antérieure. La conversation reprend à partir de la plus récente.",
  shortcuts: {
    open: "Raccourcis clavier",
    title: "Raccourcis clavier",
    description: "Utilisez le coach sans la souris.",
    newChat: "Nouvelle discussion",
    search: "Rechercher dans vos conversations",
    stop: "Arrêter la réponse",
    focus: "Aller à la zone de message",
    help: "Afficher ces raccourcis",
    send: "Envoyer le message",
    newLine: "Nouvelle ligne dans le message",
    or: "ou",
  },
};
