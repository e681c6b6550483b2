// Generated from /api/openapi.json by `npm run api-types -w @laikas/e2e`: do not edit.
export interface paths {
    "/api/admin/annexes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `resources.manage` (403 without it). */
        get: operations["getAdminAnnexes"];
        put?: never;
        /** @description Needs the ability `resources.manage` (403 without it). */
        post: operations["postAdminAnnexes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/annexes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `resources.manage` (403 without it). */
        get: operations["getAdminAnnexesId"];
        /** @description Needs the ability `resources.manage` (403 without it). */
        put: operations["putAdminAnnexesId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Super administrators only. */
        get: operations["getAdminAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blackouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Needs the ability `groups.manage` (403 without it). */
        post: operations["postAdminBlackouts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blackouts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Needs the ability `groups.manage` (403 without it). */
        delete: operations["deleteAdminBlackoutsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blackouts/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Needs the ability `groups.manage` (403 without it). */
        post: operations["postAdminBlackoutsPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/group-timetables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `groups.manage` (403 without it). */
        get: operations["getAdminGroupTimetables"];
        put?: never;
        /** @description Needs the ability `groups.manage` (403 without it). */
        post: operations["postAdminGroupTimetables"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/group-timetables/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `groups.manage` (403 without it). */
        get: operations["getAdminGroupTimetablesId"];
        put?: never;
        post?: never;
        /** @description Needs the ability `groups.manage` (403 without it). */
        delete: operations["deleteAdminGroupTimetablesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/group-timetables/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Needs the ability `groups.manage` (403 without it). */
        put: operations["putAdminGroupTimetablesIdApprove"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/group-timetables/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `groups.manage` (403 without it). */
        get: operations["getAdminGroupTimetablesIdChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/group-timetables/{id}/conflicts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `groups.manage` (403 without it). */
        get: operations["getAdminGroupTimetablesIdConflicts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/group-timetables/{id}/lock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Needs the ability `groups.manage` (403 without it). */
        put: operations["putAdminGroupTimetablesIdLock"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/group-timetables/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Needs the ability `groups.manage` (403 without it). */
        post: operations["postAdminGroupTimetablesIdPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/group-timetables/{id}/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `groups.manage` (403 without it). */
        get: operations["getAdminGroupTimetablesIdReservations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/group-timetables/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `groups.manage` (403 without it). */
        get: operations["getAdminGroupTimetablesIdVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `groups.manage` (403 without it). */
        get: operations["getAdminGroups"];
        put?: never;
        /** @description Needs the ability `groups.manage` (403 without it). */
        post: operations["postAdminGroups"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `groups.manage` (403 without it). */
        get: operations["getAdminGroupsId"];
        /** @description Needs the ability `groups.manage` (403 without it). */
        put: operations["putAdminGroupsId"];
        post?: never;
        /** @description Needs the ability `groups.manage` (403 without it). */
        delete: operations["deleteAdminGroupsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/groups/{id}/attach-resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Needs the ability `groups.manage` (403 without it). */
        post: operations["postAdminGroupsIdAttachResources"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/groups/{id}/attach-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Needs the ability `groups.manage` (403 without it). */
        post: operations["postAdminGroupsIdAttachUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/groups/{id}/detach-resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Needs the ability `groups.manage` (403 without it). */
        post: operations["postAdminGroupsIdDetachResources"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/groups/{id}/detach-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Needs the ability `groups.manage` (403 without it). */
        post: operations["postAdminGroupsIdDetachUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/groups/{id}/detached-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `groups.manage` (403 without it). */
        get: operations["getAdminGroupsIdDetachedUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/groups/{id}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `groups.manage` (403 without it). */
        get: operations["getAdminGroupsIdUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/groups/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Needs the ability `groups.manage` (403 without it). */
        post: operations["postAdminGroupsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/identity-providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Super administrators only. */
        get: operations["getAdminIdentityProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/identity-providers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Super administrators only. */
        put: operations["putAdminIdentityProvidersId"];
        post?: never;
        /** @description Super administrators only. */
        delete: operations["deleteAdminIdentityProvidersId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/identity-providers/{id}/try": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Super administrators only. */
        get: operations["getAdminIdentityProvidersIdTry"];
        put?: never;
        /** @description Super administrators only. */
        post: operations["postAdminIdentityProvidersIdTry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/identity-providers/trial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Super administrators only. */
        get: operations["getAdminIdentityProvidersTrial"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/imports/itc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Needs the ability `groups.manage` (403 without it). */
        post: operations["postAdminImportsItc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/imports/itc/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `groups.manage` (403 without it). */
        get: operations["getAdminImportsItcId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/imports/itc/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Needs the ability `groups.manage` (403 without it). */
        post: operations["postAdminImportsItcPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/local-passwords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Super administrators only. */
        put: operations["putAdminLocalPasswords"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Super administrators only. */
        get: operations["getAdminOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/outbox/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Super administrators only. */
        post: operations["postAdminOutboxIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/outbox/test-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Sends a short test e-mail to the signed-in administrator’s own address at once, through the transport the outbox uses, and answers what became of it: a refusal of the mail server is 200 with `outcome: failed`, the kind of trouble and the server’s own reply.
         *
         *     Super administrators only.
         */
        post: operations["postAdminOutboxTestEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/periods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `groups.manage` (403 without it). */
        get: operations["getAdminPeriods"];
        put?: never;
        /** @description Needs the ability `groups.manage` (403 without it). */
        post: operations["postAdminPeriods"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/periods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `groups.manage` (403 without it). */
        get: operations["getAdminPeriodsId"];
        /** @description Needs the ability `groups.manage` (403 without it). */
        put: operations["putAdminPeriodsId"];
        post?: never;
        /** @description Needs the ability `groups.manage` (403 without it). */
        delete: operations["deleteAdminPeriodsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/periods/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Needs the ability `groups.manage` (403 without it). */
        post: operations["postAdminPeriodsIdPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `reports.manage` (403 without it). */
        get: operations["getAdminReports"];
        put?: never;
        /** @description Needs the ability `reports.manage` (403 without it). */
        post: operations["postAdminReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `reports.manage` (403 without it). */
        get: operations["getAdminReportsId"];
        put?: never;
        post?: never;
        /** @description Needs the ability `reports.manage` (403 without it). */
        delete: operations["deleteAdminReportsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `reports.manage` (403 without it). */
        get: operations["getAdminReportsExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/periods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `reports.manage` (403 without it). */
        get: operations["getAdminReportsPeriods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `reports.manage` (403 without it). */
        get: operations["getAdminReportsReservations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `reservations.manage` (403 without it). */
        get: operations["getAdminReservations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reservations/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Needs the ability `reservations.manage` (403 without it). */
        post: operations["postAdminReservationsApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reservations/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Needs the ability `reservations.manage` (403 without it). */
        post: operations["postAdminReservationsReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `resources.manage` (403 without it). */
        get: operations["getAdminResources"];
        put?: never;
        /** @description Needs the ability `resources.manage` (403 without it). */
        post: operations["postAdminResources"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/resources/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `resources.manage` (403 without it). */
        get: operations["getAdminResourcesId"];
        /** @description Needs the ability `resources.manage` (403 without it). */
        put: operations["putAdminResourcesId"];
        post?: never;
        /** @description Needs the ability `resources.manage` (403 without it). */
        delete: operations["deleteAdminResourcesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/resources/{id}/blackouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `resources.manage` (403 without it). */
        get: operations["getAdminResourcesIdBlackouts"];
        put?: never;
        /** @description Needs the ability `resources.manage` (403 without it). */
        post: operations["postAdminResourcesIdBlackouts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/resources/{id}/blackouts/{blackoutId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Needs the ability `resources.manage` (403 without it). */
        delete: operations["deleteAdminResourcesIdBlackoutsBlackoutId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/resources/{id}/blackouts/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Needs the ability `resources.manage` (403 without it). */
        post: operations["postAdminResourcesIdBlackoutsPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/resources/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `resources.manage` (403 without it). */
        get: operations["getAdminResourcesIdItems"];
        put?: never;
        /** @description Needs the ability `resources.manage` (403 without it). */
        post: operations["postAdminResourcesIdItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/resources/{id}/items/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Needs the ability `resources.manage` (403 without it). */
        put: operations["putAdminResourcesIdItemsItemId"];
        post?: never;
        /** @description Needs the ability `resources.manage` (403 without it). */
        delete: operations["deleteAdminResourcesIdItemsItemId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/resources/{id}/public-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * @description Makes the room’s calendar feed public (no sign-in) or not (each person’s own secret address).
         *
         *     Needs the ability `resources.manage` (403 without it).
         */
        put: operations["putAdminResourcesIdPublicFeed"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/resources/{id}/weekly-blackouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `resources.manage` (403 without it). */
        get: operations["getAdminResourcesIdWeeklyBlackouts"];
        put?: never;
        /** @description Needs the ability `resources.manage` (403 without it). */
        post: operations["postAdminResourcesIdWeeklyBlackouts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/resources/{id}/weekly-blackouts/{blackoutId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Needs the ability `resources.manage` (403 without it). */
        delete: operations["deleteAdminResourcesIdWeeklyBlackoutsBlackoutId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/resources/{id}/weekly-blackouts/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Needs the ability `resources.manage` (403 without it). */
        post: operations["postAdminResourcesIdWeeklyBlackoutsPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/service-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `administrate` (403 without it). */
        get: operations["getAdminServiceTokens"];
        put?: never;
        /**
         * @description A service token for another system, acting as the administrator who makes it (scopes `read`, `write`, `admin`). The secret is in this answer only.
         *
         *     Needs the ability `administrate` (403 without it).
         */
        post: operations["postAdminServiceTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/service-tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Needs the ability `administrate` (403 without it). */
        delete: operations["deleteAdminServiceTokensId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/system-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Super administrators only. */
        get: operations["getAdminSystemSettings"];
        /** @description Super administrators only. */
        put: operations["putAdminSystemSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `users.manage` (403 without it). */
        get: operations["getAdminUsers"];
        put?: never;
        /** @description Needs the ability `users.manage` (403 without it). */
        post: operations["postAdminUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `users.manage` (403 without it). */
        get: operations["getAdminUsersId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Needs the ability `users.manage` (403 without it). */
        post: operations["postAdminUsersIdDisable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Needs the ability `users.manage` (403 without it). */
        post: operations["postAdminUsersIdEnable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `users.manage` (403 without it). */
        get: operations["getAdminUsersIdReservations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Needs the ability `users.manage` (403 without it). */
        post: operations["postAdminUsersIdResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhook-deliveries/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Sends a delivery again with the same event id, on the next round.
         *
         *     Needs the ability `administrate` (403 without it).
         */
        post: operations["postAdminWebhookDeliveriesIdRedeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `administrate` (403 without it). */
        get: operations["getAdminWebhooks"];
        put?: never;
        /**
         * @description Registers an endpoint. The signing secret is in this answer only.
         *
         *     Needs the ability `administrate` (403 without it).
         */
        post: operations["postAdminWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * @description Changes an endpoint; `enabled: true` switches it on again and forgives its failures.
         *
         *     Needs the ability `administrate` (403 without it).
         */
        put: operations["putAdminWebhooksId"];
        post?: never;
        /** @description Needs the ability `administrate` (403 without it). */
        delete: operations["deleteAdminWebhooksId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `administrate` (403 without it). */
        get: operations["getAdminWebhooksIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/annexes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAnnexes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/ldap/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postAuthLdapProvider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAuthProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sso/{provider}/acs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postAuthSsoProviderAcs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sso/{provider}/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAuthSsoProviderCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sso/{provider}/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAuthSsoProviderFinish"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sso/{provider}/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAuthSsoProviderMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sso/{provider}/slo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAuthSsoProviderSlo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sso/{provider}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAuthSsoProviderStart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blackouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getBlackouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar-feeds/{token}.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCalendarFeedsTokenIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar-feeds/{token}/resources/{id}.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCalendarFeedsTokenResourcesIdIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/csrf-cookie": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCsrfCookie"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Server-Sent Events (`text/event-stream`): `change` events (`data`: a LiveEvent, `id`: its id) naming what changed, `reload` when the gap since `Last-Event-ID` is no longer kept, and a comment every 20 s. 429 past the per-user or per-process cap of open streams. */
        get: operations["getEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exam-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getExamSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/group-timetables/{id}/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getGroupTimetablesIdReservations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/group-timetables/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getGroupTimetablesMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups/{id}/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getGroupsIdReservations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getHealthLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getHealthReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/{itemId}/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getItemsItemIdReservations"];
        put?: never;
        post: operations["postItemsItemIdReservations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/{itemId}/reservations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getItemsItemIdReservationsId"];
        put: operations["putItemsItemIdReservationsId"];
        post?: never;
        delete: operations["deleteItemsItemIdReservationsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/{itemId}/reservations/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postItemsItemIdReservationsIdPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/{itemId}/reservations/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postItemsItemIdReservationsPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getNotifications"];
        put?: never;
        post?: never;
        delete: operations["deleteNotifications"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["deleteNotificationsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["patchNotificationsIdRead"];
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["patchNotificationsReadAll"];
        trace?: never;
    };
    "/api/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getNotificationsUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remote-reservations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["deleteRemoteReservationsId"];
        options?: never;
        head?: never;
        patch: operations["patchRemoteReservationsId"];
        trace?: never;
    };
    "/api/remote-reservations/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postRemoteReservationsIdPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getReservations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getReservationsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations/{id}/attach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postReservationsIdAttach"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations/{id}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The reservation as an iCalendar (RFC 5545) file; an occurrence of a series gives the whole series as the calendar feed writes it. */
        get: operations["getReservationsIdCalendarIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getResources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getResourcesId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources/{id}/calendar-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getResourcesIdCalendarFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources/{id}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getResourcesIdCalendarIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getResourcesIdItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources/{id}/items/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getResourcesIdItemsItemId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources/{id}/remote-reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getResourcesIdRemoteReservations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources/{id}/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getResourcesIdReservations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources/{id}/week": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getResourcesIdWeek"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources/{resourceId}/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postResourcesResourceIdReservations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources/first": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getResourcesFirst"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources/free": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getResourcesFree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getResourcesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources/remote-enabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getResourcesRemoteEnabled"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getResourcesTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Needs the ability `users.manage` (403 without it). */
        get: operations["getRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rooms/glance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getRoomsGlance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getSession"];
        put?: never;
        post: operations["postSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/set-language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postSetLanguage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Needs the ability `resources.manage` (403 without it). */
        post: operations["postUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/calendar-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getUserCalendarFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/calendar-feed/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postUserCalendarFeedReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getUserInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/invitations/{reservationId}/{answer}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postUserInvitationsReservationIdAnswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/notification-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getUserNotificationSettings"];
        put: operations["putUserNotificationSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putUserPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getUserTokens"];
        put?: never;
        /** @description A personal token (scopes `read`, `write`). The secret is in this answer only. */
        post: operations["postUserTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["deleteUserTokensId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getUsersId"];
        put: operations["putUsersId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/impersonate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Needs the ability `users.manage` (403 without it). */
        post: operations["postUsersIdImpersonate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getUsersIdReservations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/update-reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postUsersIdUpdateReminders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/default-resource": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["deleteUsersDefaultResource"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/default-resource/{resource}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postUsersDefaultResourceResource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/stop-impersonating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postUsersStopImpersonating"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Every error other than a 422: a message in the reader’s language. */
        Error: {
            code?: string;
            message: string;
        };
        /** @description Every error other than a 422: a message in the reader’s language. */
        ErrorInput: {
            code?: string;
            message: string;
        };
        Item: {
            id: number;
            resource_id: number;
        };
        ItemInput: {
            id: number;
            resource_id: number;
        };
        Reservation: {
            annexes: {
                id: number;
                name: string;
            }[];
            batch_id: number | null;
            can_delete: boolean;
            can_edit: boolean;
            description: string | null;
            detached: boolean;
            ends_at: string;
            from: string;
            from_time: {
                hours: number;
                minutes: number;
            };
            groups: {
                id: number;
                name: string;
            }[];
            has_annexes: boolean;
            id: number;
            invitation_count: number;
            invitations: {
                email?: string | null;
                id: number;
                name: string;
                /** @enum {string} */
                status?: "pending" | "accepted" | "declined";
            }[];
            is_batch: boolean;
            is_remote: 0 | 1;
            item_id: number | null;
            name: string;
            person_responsible: number | null;
            rejection_reason: string | null;
            remote_address: string | null;
            repeater: {
                excluded_dates: string[];
                interval: number;
                skip_conflicts?: boolean;
                starts_on: string;
                /** @enum {string} */
                type: "daily" | "weekly" | "monthly" | "yearly";
                until: string;
                /** @default [] */
                weekdays: ("monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday")[];
            } | null;
            repeater_id: number | null;
            reservable: {
                address: string | null;
                id: number;
                name: string;
                settings: {
                    allow_anybody: boolean;
                    allow_remote_reservations: boolean;
                    approved: boolean;
                    available_slots: {
                        from: {
                            hours: number;
                            minutes: number;
                        };
                        to: {
                            hours: number;
                            minutes: number;
                        };
                    }[];
                    available_spaces: number;
                    forbidden_slots: {
                        from: {
                            hours: number;
                            minutes: number;
                        };
                        to: {
                            hours: number;
                            minutes: number;
                        };
                    }[];
                    from: {
                        hours: number;
                        minutes: number;
                    };
                    max_duration: number | null;
                    min_duration: number | null;
                    to: {
                        hours: number;
                        minutes: number;
                    };
                };
            };
            reservable_id: number;
            resource: {
                id: number;
                name: string;
            };
            resource_id: number;
            responsible: {
                email?: string | null;
                id: number;
                name: string;
            } | null;
            starts_at: string;
            /** @enum {string} */
            status: "approved" | "pending" | "rejected";
            to: string;
            to_time: {
                hours: number;
                minutes: number;
            };
            /** @enum {string} */
            type: "lecture" | "event";
            user: {
                email?: string | null;
                id: number;
                name: string;
            } | null;
        };
        ReservationInput: {
            annexes: {
                id: number;
                name: string;
            }[];
            batch_id: number | null;
            can_delete: boolean;
            can_edit: boolean;
            description: string | null;
            detached: boolean;
            ends_at: string;
            from: string;
            from_time: {
                hours: number;
                minutes: number;
            };
            groups: {
                id: number;
                name: string;
            }[];
            has_annexes: boolean;
            id: number;
            invitation_count: number;
            invitations: {
                email?: string | null;
                id: number;
                name: string;
                /** @enum {string} */
                status?: "pending" | "accepted" | "declined";
            }[];
            is_batch: boolean;
            is_remote: 0 | 1;
            item_id: number | null;
            name: string;
            person_responsible: number | null;
            rejection_reason: string | null;
            remote_address: string | null;
            repeater: {
                excluded_dates: string[];
                interval: number;
                skip_conflicts?: boolean;
                starts_on: string;
                /** @enum {string} */
                type: "daily" | "weekly" | "monthly" | "yearly";
                until: string;
                /** @default [] */
                weekdays: ("monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday")[];
            } | null;
            repeater_id: number | null;
            reservable: {
                address: string | null;
                id: number;
                name: string;
                settings: {
                    allow_anybody: boolean;
                    allow_remote_reservations: boolean;
                    approved: boolean;
                    available_slots: {
                        from: {
                            hours: number;
                            minutes: number;
                        };
                        to: {
                            hours: number;
                            minutes: number;
                        };
                    }[];
                    available_spaces: number;
                    forbidden_slots: {
                        from: {
                            hours: number;
                            minutes: number;
                        };
                        to: {
                            hours: number;
                            minutes: number;
                        };
                    }[];
                    from: {
                        hours: number;
                        minutes: number;
                    };
                    max_duration: number | null;
                    min_duration: number | null;
                    to: {
                        hours: number;
                        minutes: number;
                    };
                };
            };
            reservable_id: number;
            resource: {
                id: number;
                name: string;
            };
            resource_id: number;
            responsible: {
                email?: string | null;
                id: number;
                name: string;
            } | null;
            starts_at: string;
            /** @enum {string} */
            status: "approved" | "pending" | "rejected";
            to: string;
            to_time: {
                hours: number;
                minutes: number;
            };
            /** @enum {string} */
            type: "lecture" | "event";
            user: {
                email?: string | null;
                id: number;
                name: string;
            } | null;
        };
        /** @description HTTP 422 of a reservation save: field errors plus the clashes the form lists. */
        ReservationValidationError: {
            batch_overlaps?: {
                from: string;
                name: string;
                reservable: {
                    name: string;
                };
                to: string;
            }[];
            errors: {
                [key: string]: string[];
            };
            message: string;
            repeater_overlaps?: {
                from: string;
                name: string;
                reservable: {
                    name: string;
                };
                to: string;
            }[];
            repeater_validation?: string;
        };
        /** @description HTTP 422 of a reservation save: field errors plus the clashes the form lists. */
        ReservationValidationErrorInput: {
            batch_overlaps?: {
                from: string;
                name: string;
                reservable: {
                    name: string;
                };
                to: string;
            }[];
            errors: {
                [key: string]: string[];
            };
            message: string;
            repeater_overlaps?: {
                from: string;
                name: string;
                reservable: {
                    name: string;
                };
                to: string;
            }[];
            repeater_validation?: string;
        };
        Resource: {
            address: string | null;
            contact_info: string | null;
            description: string | null;
            id: number;
            images: {
                original_url: string;
            }[];
            items: components["schemas"]["Item"][];
            name: string;
            notes: string | null;
            settings: {
                allow_anybody: boolean;
                allow_remote_reservations: boolean;
                approved: boolean;
                available_slots: {
                    from: {
                        hours: number;
                        minutes: number;
                    };
                    to: {
                        hours: number;
                        minutes: number;
                    };
                }[];
                available_spaces: number;
                forbidden_slots: {
                    from: {
                        hours: number;
                        minutes: number;
                    };
                    to: {
                        hours: number;
                        minutes: number;
                    };
                }[];
                from: {
                    hours: number;
                    minutes: number;
                };
                max_duration: number | null;
                min_duration: number | null;
                to: {
                    hours: number;
                    minutes: number;
                };
            };
        };
        ResourceInput: {
            address: string | null;
            contact_info: string | null;
            description: string | null;
            id: number;
            images: {
                original_url: string;
            }[];
            items: components["schemas"]["ItemInput"][];
            name: string;
            notes: string | null;
            settings: {
                allow_anybody: boolean;
                allow_remote_reservations: boolean;
                approved: boolean;
                available_slots: {
                    from: {
                        hours: number;
                        minutes: number;
                    };
                    to: {
                        hours: number;
                        minutes: number;
                    };
                }[];
                available_spaces: number;
                forbidden_slots: {
                    from: {
                        hours: number;
                        minutes: number;
                    };
                    to: {
                        hours: number;
                        minutes: number;
                    };
                }[];
                from: {
                    hours: number;
                    minutes: number;
                };
                max_duration: number | null;
                min_duration: number | null;
                to: {
                    hours: number;
                    minutes: number;
                };
            };
        };
        /** @description HTTP 422: a summary and the messages per field (dotted keys, e.g. `repeater.until`). */
        ValidationError: {
            errors: {
                [key: string]: string[];
            };
            message: string;
        };
        /** @description HTTP 422: a summary and the messages per field (dotted keys, e.g. `repeater.until`). */
        ValidationErrorInput: {
            errors: {
                [key: string]: string[];
            };
            message: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAdminAnnexes: {
        parameters: {
            query?: {
                direction?: "asc" | "desc";
                page?: number;
                per_page?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            description: string | null;
                            id: number;
                            name: string;
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminAnnexes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            description: string | null;
                            id: number;
                            name: string;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminAnnexesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            description: string | null;
                            id: number;
                            name: string;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminAnnexesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    name: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            description: string | null;
                            id: number;
                            name: string;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminAudit: {
        parameters: {
            query?: {
                action?: "create" | "update" | "delete" | "approve" | "reject" | "sign_in" | "sign_in_failed" | "test_email";
                actor_id?: number | string;
                entity_id?: string;
                entity_type?: "resource" | "item" | "annex" | "user" | "system_settings" | "group" | "period" | "blackout" | "weekly_blackout" | "group_timetable" | "reservation" | "series" | "identity_provider" | "api_token" | "webhook";
                from?: string;
                page?: number;
                per_page?: number;
                search?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            action: "create" | "update" | "delete" | "approve" | "reject" | "sign_in" | "sign_in_failed" | "test_email";
                            actor: {
                                id: number;
                                name: string;
                            } | null;
                            at: string;
                            changes: {
                                [key: string]: {
                                    after: unknown;
                                    before: unknown;
                                };
                            };
                            entity_id: string;
                            /** @enum {string} */
                            entity_type: "resource" | "item" | "annex" | "user" | "system_settings" | "group" | "period" | "blackout" | "weekly_blackout" | "group_timetable" | "reservation" | "series" | "identity_provider" | "api_token" | "webhook";
                            id: number;
                            impersonator: {
                                id: number;
                                name: string;
                            } | null;
                            label: string | null;
                            /** @default {} */
                            names: {
                                [key: string]: {
                                    [key: string]: string;
                                };
                            };
                            request_id: string | null;
                            token: string | null;
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminBlackouts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    affected?: "cancel" | "keep";
                    from: string;
                    from_time?: {
                        hours: number;
                        minutes: number;
                    } | null;
                    name: string;
                    period_id?: (number | string) | null;
                    resource_id?: (number | string) | null;
                    to: string;
                    to_time?: {
                        hours: number;
                        minutes: number;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            all_day: boolean;
                            cancelled: number;
                            ends_at: string;
                            from: string;
                            from_time: {
                                hours: number;
                                minutes: number;
                            };
                            id: number;
                            name: string;
                            period_id: number | null;
                            resource_id: number | null;
                            starts_at: string;
                            to: string;
                            to_time: {
                                hours: number;
                                minutes: number;
                            };
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminBlackoutsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminBlackoutsPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    from: string;
                    from_time?: {
                        hours: number;
                        minutes: number;
                    } | null;
                    name: string;
                    period_id?: (number | string) | null;
                    resource_id?: (number | string) | null;
                    to: string;
                    to_time?: {
                        hours: number;
                        minutes: number;
                    } | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            reservations: {
                                ends_at: string;
                                id: number;
                                name: string;
                                resource: string;
                                starts_at: string;
                                status: string;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminGroupTimetables: {
        parameters: {
            query?: {
                period_id?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            group: {
                                id: number;
                                name: string;
                                users_count: number;
                            };
                            id: number;
                            period: {
                                ends_on: string;
                                id: number;
                                name: string;
                                starts_on: string;
                            };
                            published_version: number | null;
                            reservations_count: number;
                            /** @enum {string} */
                            status: "draft" | "locked" | "approved";
                        }[];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminGroupTimetables: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    group_id: number | string;
                    period_id: number | string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            group: {
                                id: number;
                                name: string;
                                users_count: number;
                            };
                            id: number;
                            period: {
                                ends_on: string;
                                id: number;
                                name: string;
                                starts_on: string;
                            };
                            published_version: number | null;
                            reservations_count: number;
                            /** @enum {string} */
                            status: "draft" | "locked" | "approved";
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminGroupTimetablesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            group: {
                                id: number;
                                name: string;
                                users_count: number;
                            };
                            id: number;
                            period: {
                                ends_on: string;
                                id: number;
                                name: string;
                                starts_on: string;
                            };
                            published_version: number | null;
                            reservations_count: number;
                            /** @enum {string} */
                            status: "draft" | "locked" | "approved";
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminGroupTimetablesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            deleted_reservations: number;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminGroupTimetablesIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default false */
                    accept_conflicts?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            group: {
                                id: number;
                                name: string;
                                users_count: number;
                            };
                            id: number;
                            period: {
                                ends_on: string;
                                id: number;
                                name: string;
                                starts_on: string;
                            };
                            published_version: number | null;
                            reservations_count: number;
                            /** @enum {string} */
                            status: "draft" | "locked" | "approved";
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The timetable cannot take this step now: only a draft is locked, only a locked one approved. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is invalid, or the timetable has conflicts and `accept_conflicts` was not set: then `conflicts` lists them as `…/conflicts` does. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        conflicts?: {
                            /** @enum {string} */
                            kind: "teacher" | "room" | "group" | "capacity";
                            members?: number;
                            other?: {
                                from: string;
                                id: number;
                                name: string;
                                room: string;
                                to: string;
                            };
                            reservation: {
                                from: string;
                                id: number;
                                name: string;
                                room: string;
                                to: string;
                            };
                            seats?: number;
                        }[];
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminGroupTimetablesIdChanges: {
        parameters: {
            query?: {
                user_id?: number | string;
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            base: {
                                note: string | null;
                                number: number;
                                published_at: string;
                                published_by: {
                                    id: number | null;
                                    name: string;
                                };
                            } | null;
                            changes: {
                                after: {
                                    from: string;
                                    id: number;
                                    name: string;
                                    room: string;
                                    teacher: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    to: string;
                                } | null;
                                before: {
                                    from: string;
                                    id: number;
                                    name: string;
                                    room: string;
                                    teacher: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    to: string;
                                } | null;
                                changes: ("moved" | "room" | "teacher")[];
                                /** @enum {string} */
                                kind: "added" | "removed" | "changed";
                            }[];
                            counts: {
                                added: number;
                                moved: number;
                                removed: number;
                                room: number;
                                teacher: number;
                            };
                            members: number;
                            teachers: {
                                changes: number;
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminGroupTimetablesIdConflicts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            kind: "teacher" | "room" | "group" | "capacity";
                            members?: number;
                            other?: {
                                from: string;
                                id: number;
                                name: string;
                                room: string;
                                to: string;
                            };
                            reservation: {
                                from: string;
                                id: number;
                                name: string;
                                room: string;
                                to: string;
                            };
                            seats?: number;
                        }[];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminGroupTimetablesIdLock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            group: {
                                id: number;
                                name: string;
                                users_count: number;
                            };
                            id: number;
                            period: {
                                ends_on: string;
                                id: number;
                                name: string;
                                starts_on: string;
                            };
                            published_version: number | null;
                            reservations_count: number;
                            /** @enum {string} */
                            status: "draft" | "locked" | "approved";
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The timetable cannot take this step now: only a draft is locked, only a locked one approved. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminGroupTimetablesIdPublish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default false */
                    accept_conflicts?: boolean;
                    /** @default null */
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            notified: number;
                            timetable: {
                                group: {
                                    id: number;
                                    name: string;
                                    users_count: number;
                                };
                                id: number;
                                period: {
                                    ends_on: string;
                                    id: number;
                                    name: string;
                                    starts_on: string;
                                };
                                published_version: number | null;
                                reservations_count: number;
                                /** @enum {string} */
                                status: "draft" | "locked" | "approved";
                            };
                            version: {
                                note: string | null;
                                number: number;
                                published_at: string;
                                published_by: {
                                    id: number | null;
                                    name: string;
                                };
                            };
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The timetable cannot take this step now: only a draft is locked, only a locked one approved. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is invalid, or the timetable has conflicts and `accept_conflicts` was not set: then `conflicts` lists them as `…/conflicts` does. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        conflicts?: {
                            /** @enum {string} */
                            kind: "teacher" | "room" | "group" | "capacity";
                            members?: number;
                            other?: {
                                from: string;
                                id: number;
                                name: string;
                                room: string;
                                to: string;
                            };
                            reservation: {
                                from: string;
                                id: number;
                                name: string;
                                room: string;
                                to: string;
                            };
                            seats?: number;
                        }[];
                        errors: {
                            [key: string]: string[];
                        };
                        message: string;
                    };
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminGroupTimetablesIdReservations: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Reservation"][];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminGroupTimetablesIdVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            note: string | null;
                            number: number;
                            published_at: string;
                            published_by: {
                                id: number | null;
                                name: string;
                            };
                        }[];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminGroups: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            users_count: number;
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    external_id?: string | null;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            external_id: string | null;
                            id: number;
                            name: string;
                            resources: {
                                id: number;
                                name: string;
                            }[];
                            users_count: number;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminGroupsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            external_id: string | null;
                            id: number;
                            name: string;
                            resources: {
                                id: number;
                                name: string;
                            }[];
                            users_count: number;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminGroupsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    external_id?: string | null;
                    name: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            external_id: string | null;
                            id: number;
                            name: string;
                            resources: {
                                id: number;
                                name: string;
                            }[];
                            users_count: number;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminGroupsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The group has timetables: delete them first. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminGroupsIdAttachResources: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    resources: ((number | string) | {
                        id: number | string;
                    })[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            external_id: string | null;
                            id: number;
                            name: string;
                            resources: {
                                id: number;
                                name: string;
                            }[];
                            users_count: number;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminGroupsIdAttachUsers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    users: ((number | string) | {
                        id: number | string;
                    })[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            external_id: string | null;
                            id: number;
                            name: string;
                            resources: {
                                id: number;
                                name: string;
                            }[];
                            users_count: number;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminGroupsIdDetachResources: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    resources: ((number | string) | {
                        id: number | string;
                    })[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            external_id: string | null;
                            id: number;
                            name: string;
                            resources: {
                                id: number;
                                name: string;
                            }[];
                            users_count: number;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminGroupsIdDetachUsers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    users: ((number | string) | {
                        id: number | string;
                    })[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            external_id: string | null;
                            id: number;
                            name: string;
                            resources: {
                                id: number;
                                name: string;
                            }[];
                            users_count: number;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminGroupsIdDetachedUsers: {
        parameters: {
            query?: {
                search_string?: string;
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string | null;
                            id: number;
                            name: string;
                            uid: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminGroupsIdUsers: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                query?: string;
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string | null;
                            id: number;
                            name: string;
                            uid: string;
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminGroupsImport: {
        parameters: {
            query?: {
                preview?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    "files[]": string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            groups: {
                                existing: number;
                                new: number;
                            };
                            memberships: {
                                existing: number;
                                new: number;
                            };
                            message?: string;
                            name: string;
                            problems: {
                                line: number;
                                message: string;
                            }[];
                            rows: number;
                            /** @enum {string} */
                            status: "ready" | "imported" | "refused";
                            users: {
                                existing: number;
                                new: number;
                            };
                        }[];
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminIdentityProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            provider: {
                                attributes: {
                                    email: string;
                                    language?: string;
                                    name: string;
                                    uid: string;
                                };
                                client_id: string;
                                client_secret_set: boolean;
                                enabled: boolean;
                                id: string;
                                /** Format: uri */
                                issuer: string;
                                /** @enum {string} */
                                link: "none" | "uid" | "email";
                                name: string;
                                /** @enum {string} */
                                protocol: "oidc";
                                rules: {
                                    attribute: string;
                                    group?: string;
                                    role?: string;
                                    value: string;
                                }[];
                                scopes: string;
                            } | {
                                attributes: {
                                    email: string;
                                    language?: string;
                                    name: string;
                                    uid: string;
                                };
                                enabled: boolean;
                                id: string;
                                /** @default  */
                                idp_entity_id: string;
                                /** @enum {string} */
                                link: "none" | "uid" | "email";
                                /** @default  */
                                metadata_url: "" | string;
                                /** @default  */
                                metadata_xml: string;
                                name: string;
                                /** @enum {string} */
                                protocol: "saml";
                                rules: {
                                    attribute: string;
                                    group?: string;
                                    role?: string;
                                    value: string;
                                }[];
                                /** @default  */
                                sp_certificate: string;
                                sp_private_key_set: boolean;
                            } | {
                                attributes: {
                                    email: string;
                                    language?: string;
                                    name: string;
                                    uid: string;
                                };
                                base_dn: string;
                                bind_dn: string;
                                bind_password_set: boolean;
                                /** @default  */
                                ca_certificate: string;
                                enabled: boolean;
                                group_base_dn: string;
                                group_filter: string;
                                id: string;
                                /** @enum {string} */
                                link: "none" | "uid" | "email";
                                name: string;
                                /** @enum {string} */
                                protocol: "ldap";
                                rules: {
                                    attribute: string;
                                    group?: string;
                                    role?: string;
                                    value: string;
                                }[];
                                start_tls: boolean;
                                url: string;
                                user_filter: string;
                            };
                            /** @enum {string} */
                            source: "environment" | "settings";
                        }[];
                        /** @enum {string} */
                        local_passwords: "everyone" | "super_admins";
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminIdentityProvidersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    attributes: {
                        email: string;
                        language?: string;
                        name: string;
                        uid: string;
                    };
                    client_id: string;
                    client_secret?: string;
                    enabled: boolean;
                    /** Format: uri */
                    issuer: string;
                    /** @enum {string} */
                    link: "none" | "uid" | "email";
                    name: string;
                    /** @enum {string} */
                    protocol: "oidc";
                    rules: {
                        attribute: string;
                        group?: string;
                        role?: string;
                        value: string;
                    }[];
                    scopes: string;
                } | {
                    attributes: {
                        email: string;
                        language?: string;
                        name: string;
                        uid: string;
                    };
                    enabled: boolean;
                    /** @default  */
                    idp_entity_id?: string;
                    /** @enum {string} */
                    link: "none" | "uid" | "email";
                    /** @default  */
                    metadata_url?: "" | string;
                    /** @default  */
                    metadata_xml?: string;
                    name: string;
                    /** @enum {string} */
                    protocol: "saml";
                    rules: {
                        attribute: string;
                        group?: string;
                        role?: string;
                        value: string;
                    }[];
                    /** @default  */
                    sp_certificate?: string;
                    sp_private_key?: string;
                } | {
                    attributes: {
                        email: string;
                        language?: string;
                        name: string;
                        uid: string;
                    };
                    base_dn: string;
                    bind_dn: string;
                    bind_password?: string;
                    /** @default  */
                    ca_certificate?: string;
                    enabled: boolean;
                    group_base_dn: string;
                    group_filter: string;
                    /** @enum {string} */
                    link: "none" | "uid" | "email";
                    name: string;
                    /** @enum {string} */
                    protocol: "ldap";
                    rules: {
                        attribute: string;
                        group?: string;
                        role?: string;
                        value: string;
                    }[];
                    start_tls: boolean;
                    url: string;
                    user_filter: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attributes: {
                                email: string;
                                language?: string;
                                name: string;
                                uid: string;
                            };
                            client_id: string;
                            client_secret_set: boolean;
                            enabled: boolean;
                            id: string;
                            /** Format: uri */
                            issuer: string;
                            /** @enum {string} */
                            link: "none" | "uid" | "email";
                            name: string;
                            /** @enum {string} */
                            protocol: "oidc";
                            rules: {
                                attribute: string;
                                group?: string;
                                role?: string;
                                value: string;
                            }[];
                            scopes: string;
                        } | {
                            attributes: {
                                email: string;
                                language?: string;
                                name: string;
                                uid: string;
                            };
                            enabled: boolean;
                            id: string;
                            /** @default  */
                            idp_entity_id: string;
                            /** @enum {string} */
                            link: "none" | "uid" | "email";
                            /** @default  */
                            metadata_url: "" | string;
                            /** @default  */
                            metadata_xml: string;
                            name: string;
                            /** @enum {string} */
                            protocol: "saml";
                            rules: {
                                attribute: string;
                                group?: string;
                                role?: string;
                                value: string;
                            }[];
                            /** @default  */
                            sp_certificate: string;
                            sp_private_key_set: boolean;
                        } | {
                            attributes: {
                                email: string;
                                language?: string;
                                name: string;
                                uid: string;
                            };
                            base_dn: string;
                            bind_dn: string;
                            bind_password_set: boolean;
                            /** @default  */
                            ca_certificate: string;
                            enabled: boolean;
                            group_base_dn: string;
                            group_filter: string;
                            id: string;
                            /** @enum {string} */
                            link: "none" | "uid" | "email";
                            name: string;
                            /** @enum {string} */
                            protocol: "ldap";
                            rules: {
                                attribute: string;
                                group?: string;
                                role?: string;
                                value: string;
                            }[];
                            start_tls: boolean;
                            url: string;
                            user_filter: string;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminIdentityProvidersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminIdentityProvidersIdTry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the identity provider, or back to the app. */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminIdentityProvidersIdTry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    uid: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attributes: {
                                [key: string]: string[];
                            };
                            groups: string[];
                            missing: string | null;
                            ok: boolean;
                            profile: {
                                email: string | null;
                                /** @enum {string} */
                                language: "lt" | "en";
                                name: string;
                                uid: string;
                            } | null;
                            provider: string;
                            reason: ("unknownProvider" | "providerUnavailable" | "badState" | "clockSkew" | "badSignature" | "replayed" | "invalidResponse" | "missingAttribute" | "accountDisabled" | "uidTaken" | "localPasswordsOff") | null;
                            roles: string[];
                            subject: string | null;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminIdentityProvidersTrial: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attributes: {
                                [key: string]: string[];
                            };
                            groups: string[];
                            missing: string | null;
                            ok: boolean;
                            profile: {
                                email: string | null;
                                /** @enum {string} */
                                language: "lt" | "en";
                                name: string;
                                uid: string;
                            } | null;
                            provider: string;
                            reason: ("unknownProvider" | "providerUnavailable" | "badState" | "clockSkew" | "badSignature" | "replayed" | "invalidResponse" | "missingAttribute" | "accountDisabled" | "uidTaken" | "localPasswordsOff") | null;
                            roles: string[];
                            subject: string | null;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No trial sign-in of this browser is waiting (none started, or already read). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminImportsItc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @enum {string} */
                    groups?: "0" | "1" | "true" | "false";
                    /** @enum {string} */
                    match?: "0" | "1" | "true" | "false";
                    period: string;
                    /** Format: binary */
                    problem: string;
                    /** Format: binary */
                    solution: string;
                    source?: string;
                    start: string;
                };
            };
        };
        responses: {
            /** @description Accepted: the work goes on; ask for its progress. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            error: string | null;
                            id: number;
                            progress: {
                                classes: {
                                    done: number;
                                    total: number;
                                };
                                occurrences: {
                                    done: number;
                                    total: number;
                                };
                                rooms: {
                                    done: number;
                                    total: number;
                                };
                            };
                            /** @enum {string} */
                            status: "running" | "done" | "failed";
                            summary: {
                                blackouts: number;
                                blackoutsExisting?: number;
                                blackoutsLeftOut?: number;
                                classes: {
                                    placed: number;
                                    total: number;
                                    withoutRoom: number;
                                };
                                groups: number;
                                memberships: number;
                                occurrences: number;
                                period: {
                                    created: boolean;
                                    id: number;
                                    name: string;
                                };
                                problem: string;
                                rooms: {
                                    created: number;
                                    total: number;
                                };
                                series: {
                                    created: number;
                                    existing: number;
                                    leftOut?: number;
                                };
                                source?: string;
                                users: number;
                                warnings: string[];
                            } | null;
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminImportsItcId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            error: string | null;
                            id: number;
                            progress: {
                                classes: {
                                    done: number;
                                    total: number;
                                };
                                occurrences: {
                                    done: number;
                                    total: number;
                                };
                                rooms: {
                                    done: number;
                                    total: number;
                                };
                            };
                            /** @enum {string} */
                            status: "running" | "done" | "failed";
                            summary: {
                                blackouts: number;
                                blackoutsExisting?: number;
                                blackoutsLeftOut?: number;
                                classes: {
                                    placed: number;
                                    total: number;
                                    withoutRoom: number;
                                };
                                groups: number;
                                memberships: number;
                                occurrences: number;
                                period: {
                                    created: boolean;
                                    id: number;
                                    name: string;
                                };
                                problem: string;
                                rooms: {
                                    created: number;
                                    total: number;
                                };
                                series: {
                                    created: number;
                                    existing: number;
                                    leftOut?: number;
                                };
                                source?: string;
                                users: number;
                                warnings: string[];
                            } | null;
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminImportsItcPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @enum {string} */
                    groups?: "0" | "1" | "true" | "false";
                    /** @enum {string} */
                    match?: "0" | "1" | "true" | "false";
                    period: string;
                    /** Format: binary */
                    problem: string;
                    /** Format: binary */
                    solution: string;
                    source?: string;
                    start: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            blackouts: {
                                existing: number;
                                leftOut: number;
                                new: number;
                            };
                            classes: {
                                placed: number;
                                total: number;
                            };
                            conflicts: {
                                rooms: string[];
                                students: string[];
                            };
                            groups: {
                                matched: number;
                                new: number;
                            };
                            period: {
                                exists: boolean;
                                name: string;
                            };
                            problem: string;
                            rooms: {
                                conflicting: number;
                                matched: number;
                                new: number;
                            };
                            series: {
                                existing: number;
                                new: number;
                            };
                            source: string;
                            students: {
                                conflicting: number;
                                matched: number;
                                new: number;
                            };
                            warnings: string[];
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminLocalPasswords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    local_passwords: "everyone" | "super_admins";
                };
            };
        };
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminOutbox: {
        parameters: {
            query?: {
                page?: number;
                status?: "pending" | "sent" | "failed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attempts: number;
                            available_at: string;
                            created_at: string;
                            id: number;
                            last_error: string | null;
                            sent_at: string | null;
                            /** @enum {string} */
                            status: "pending" | "sent" | "failed";
                            subject: string;
                            to_address: string;
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminOutboxIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminOutboxTestEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            file: string | null;
                            message: string;
                            /** @enum {string} */
                            outcome: "sent" | "written" | "failed";
                            problem: ("authentication" | "host" | "connection" | "timeout" | "tls" | "rejected" | "other") | null;
                            reply: string | null;
                            server: string | null;
                            to: string;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The administrator’s account has no e-mail address to send it to. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many test e-mails: five in a row, then a ten-minute wait; try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminPeriods: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            blackouts: {
                                all_day: boolean;
                                ends_at: string;
                                from: string;
                                from_time: {
                                    hours: number;
                                    minutes: number;
                                };
                                id: number;
                                name: string;
                                period_id: number | null;
                                resource_id: number | null;
                                starts_at: string;
                                to: string;
                                to_time: {
                                    hours: number;
                                    minutes: number;
                                };
                            }[];
                            ends_on: string;
                            exam_weeks: number | null;
                            exams_from: string | null;
                            exams_to: string | null;
                            id: number;
                            name: string;
                            resource_blackouts: number;
                            starts_on: string;
                            teaching_weeks: number | null;
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminPeriods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    affected?: "cancel" | "keep";
                    blackouts?: {
                        from: string;
                        from_time?: {
                            hours: number;
                            minutes: number;
                        } | null;
                        name: string;
                        resource_id?: (number | string) | null;
                        to: string;
                        to_time?: {
                            hours: number;
                            minutes: number;
                        } | null;
                    }[];
                    ends_on: string;
                    exam_weeks?: number | null;
                    exams_from?: string | null;
                    exams_to?: string | null;
                    name: string;
                    starts_on: string;
                    teaching_weeks?: number | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            blackouts: {
                                all_day: boolean;
                                ends_at: string;
                                from: string;
                                from_time: {
                                    hours: number;
                                    minutes: number;
                                };
                                id: number;
                                name: string;
                                period_id: number | null;
                                resource_id: number | null;
                                starts_at: string;
                                to: string;
                                to_time: {
                                    hours: number;
                                    minutes: number;
                                };
                            }[];
                            ends_on: string;
                            exam_weeks: number | null;
                            exams_from: string | null;
                            exams_to: string | null;
                            id: number;
                            name: string;
                            resource_blackouts: number;
                            starts_on: string;
                            teaching_weeks: number | null;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminPeriodsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            blackouts: {
                                all_day: boolean;
                                ends_at: string;
                                from: string;
                                from_time: {
                                    hours: number;
                                    minutes: number;
                                };
                                id: number;
                                name: string;
                                period_id: number | null;
                                resource_id: number | null;
                                starts_at: string;
                                to: string;
                                to_time: {
                                    hours: number;
                                    minutes: number;
                                };
                            }[];
                            ends_on: string;
                            exam_weeks: number | null;
                            exams_from: string | null;
                            exams_to: string | null;
                            id: number;
                            name: string;
                            resource_blackouts: number;
                            starts_on: string;
                            teaching_weeks: number | null;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminPeriodsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    affected?: "cancel" | "keep";
                    blackouts?: {
                        from: string;
                        from_time?: {
                            hours: number;
                            minutes: number;
                        } | null;
                        name: string;
                        resource_id?: (number | string) | null;
                        to: string;
                        to_time?: {
                            hours: number;
                            minutes: number;
                        } | null;
                    }[];
                    ends_on: string;
                    exam_weeks?: number | null;
                    exams_from?: string | null;
                    exams_to?: string | null;
                    name: string;
                    starts_on: string;
                    teaching_weeks?: number | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            blackouts: {
                                all_day: boolean;
                                ends_at: string;
                                from: string;
                                from_time: {
                                    hours: number;
                                    minutes: number;
                                };
                                id: number;
                                name: string;
                                period_id: number | null;
                                resource_id: number | null;
                                starts_at: string;
                                to: string;
                                to_time: {
                                    hours: number;
                                    minutes: number;
                                };
                            }[];
                            ends_on: string;
                            exam_weeks: number | null;
                            exams_from: string | null;
                            exams_to: string | null;
                            id: number;
                            name: string;
                            resource_blackouts: number;
                            starts_on: string;
                            teaching_weeks: number | null;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminPeriodsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The period has group timetables: delete them first. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminPeriodsIdPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    affected?: "cancel" | "keep";
                    blackouts?: {
                        from: string;
                        from_time?: {
                            hours: number;
                            minutes: number;
                        } | null;
                        name: string;
                        resource_id?: (number | string) | null;
                        to: string;
                        to_time?: {
                            hours: number;
                            minutes: number;
                        } | null;
                    }[];
                    ends_on: string;
                    exam_weeks?: number | null;
                    exams_from?: string | null;
                    exams_to?: string | null;
                    name: string;
                    starts_on: string;
                    teaching_weeks?: number | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            reservations: {
                                ends_at: string;
                                id: number;
                                name: string;
                                resource: string;
                                starts_at: string;
                                status: string;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminReports: {
        parameters: {
            query?: {
                days?: "weekdays" | "all";
                from?: string;
                groups?: (number | string)[];
                myReports?: "1" | "0" | "true" | "false";
                resources?: (number | string)[];
                status?: "approved" | "pending";
                tags?: string[];
                teachers?: (number | string)[];
                to?: string;
                type?: "lecture" | "event";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            filters: {
                                /** @enum {string} */
                                days?: "weekdays" | "all";
                                from: string;
                                groups?: number[];
                                resources?: number[];
                                /** @enum {string} */
                                status?: "approved" | "pending";
                                tags?: string[];
                                teachers?: number[];
                                to: string;
                                /** @enum {string} */
                                type?: "lecture" | "event";
                            };
                            groups: {
                                booked_minutes: number;
                                id: number;
                                name: string;
                                reservations: number;
                            }[];
                            heatmap: {
                                booked_minutes: number;
                                hour: number;
                                weekday: number;
                            }[];
                            rooms: {
                                available_minutes: number;
                                booked_minutes: number;
                                capacity: number | null;
                                id: number;
                                name: string;
                                reservations: number;
                                utilisation: number;
                            }[];
                            teachers: {
                                booked_minutes: number;
                                id: number;
                                name: string;
                                reservations: number;
                            }[];
                            totals: {
                                available_minutes: number;
                                booked_minutes: number;
                                reservations: number;
                                utilisation: number;
                            };
                            weeks: {
                                booked_minutes: number;
                                reservations: number;
                                week: string;
                            }[];
                        } | {
                            created_at: string;
                            filters: {
                                /** @enum {string} */
                                days?: "weekdays" | "all";
                                from: string;
                                groups?: number[];
                                resources?: number[];
                                /** @enum {string} */
                                status?: "approved" | "pending";
                                tags?: string[];
                                teachers?: number[];
                                to: string;
                                /** @enum {string} */
                                type?: "lecture" | "event";
                            };
                            id: number;
                            name: string;
                            user_id: number | null;
                        }[];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    days?: "weekdays" | "all";
                    from: string;
                    groups?: (number | string)[];
                    name: string;
                    resources?: (number | string)[];
                    /** @enum {string} */
                    status?: "approved" | "pending";
                    tags?: string[];
                    teachers?: (number | string)[];
                    to: string;
                    /** @enum {string} */
                    type?: "lecture" | "event";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            filters: {
                                /** @enum {string} */
                                days?: "weekdays" | "all";
                                from: string;
                                groups?: number[];
                                resources?: number[];
                                /** @enum {string} */
                                status?: "approved" | "pending";
                                tags?: string[];
                                teachers?: number[];
                                to: string;
                                /** @enum {string} */
                                type?: "lecture" | "event";
                            };
                            id: number;
                            name: string;
                            user_id: number | null;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminReportsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            filters: {
                                /** @enum {string} */
                                days?: "weekdays" | "all";
                                from: string;
                                groups?: number[];
                                resources?: number[];
                                /** @enum {string} */
                                status?: "approved" | "pending";
                                tags?: string[];
                                teachers?: number[];
                                to: string;
                                /** @enum {string} */
                                type?: "lecture" | "event";
                            };
                            id: number;
                            name: string;
                            report: {
                                filters: {
                                    /** @enum {string} */
                                    days?: "weekdays" | "all";
                                    from: string;
                                    groups?: number[];
                                    resources?: number[];
                                    /** @enum {string} */
                                    status?: "approved" | "pending";
                                    tags?: string[];
                                    teachers?: number[];
                                    to: string;
                                    /** @enum {string} */
                                    type?: "lecture" | "event";
                                };
                                groups: {
                                    booked_minutes: number;
                                    id: number;
                                    name: string;
                                    reservations: number;
                                }[];
                                heatmap: {
                                    booked_minutes: number;
                                    hour: number;
                                    weekday: number;
                                }[];
                                rooms: {
                                    available_minutes: number;
                                    booked_minutes: number;
                                    capacity: number | null;
                                    id: number;
                                    name: string;
                                    reservations: number;
                                    utilisation: number;
                                }[];
                                teachers: {
                                    booked_minutes: number;
                                    id: number;
                                    name: string;
                                    reservations: number;
                                }[];
                                totals: {
                                    available_minutes: number;
                                    booked_minutes: number;
                                    reservations: number;
                                    utilisation: number;
                                };
                                weeks: {
                                    booked_minutes: number;
                                    reservations: number;
                                    week: string;
                                }[];
                            };
                            user_id: number | null;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminReportsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminReportsExport: {
        parameters: {
            query?: {
                days?: "weekdays" | "all";
                format?: "xlsx" | "csv";
                from?: string;
                groups?: (number | string)[];
                id?: number | string;
                resources?: (number | string)[];
                sheet?: "rooms" | "groups" | "teachers" | "heatmap" | "weeks" | "reservations";
                status?: "approved" | "pending";
                tags?: string[];
                teachers?: (number | string)[];
                to?: string;
                type?: "lecture" | "event";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report as a file (an attachment): a workbook, or one breakdown as CSV. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminReportsPeriods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            ends_on: string;
                            id: number;
                            name: string;
                            starts_on: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminReportsReservations: {
        parameters: {
            query: {
                days?: "weekdays" | "all";
                from: string;
                group?: number | string;
                groups?: (number | string)[];
                hour?: number;
                resource?: number | string;
                resources?: (number | string)[];
                status?: "approved" | "pending";
                tags?: string[];
                teacher?: number | string;
                teachers?: (number | string)[];
                to: string;
                type?: "lecture" | "event";
                week?: string;
                weekday?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            date: string;
                            from_time: string;
                            groups: {
                                id: number;
                                name: string;
                            }[];
                            id: number;
                            minutes: number;
                            name: string;
                            resource: {
                                id: number;
                                name: string;
                            };
                            responsible: {
                                id: number;
                                name: string;
                            } | null;
                            status: string;
                            to_time: string;
                            /** @enum {string} */
                            type: "lecture" | "event";
                        }[];
                        meta: {
                            total: number;
                            truncated: boolean;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminReservations: {
        parameters: {
            query?: {
                direction?: "asc" | "desc";
                from?: string;
                group_id?: number | string;
                page?: number;
                per_page?: number;
                resource_id?: number | string;
                search?: string;
                status?: "pending" | "approved" | "rejected";
                to?: string;
                user_id?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: number | null;
                            closure: {
                                name: string;
                            } | null;
                            creator: {
                                id: number;
                                name: string;
                            } | null;
                            ends_at: string;
                            id: number;
                            name: string;
                            person_responsible: {
                                id: number;
                                name: string;
                            } | null;
                            repeater_id: number | null;
                            resource: {
                                id: number;
                                name: string;
                            };
                            starts_at: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            /** @enum {string} */
                            type: "lecture" | "event";
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminReservationsApprove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    despite_closures?: boolean;
                    ids: (number | string)[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                        }[];
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminReservationsReject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: (number | string)[];
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                        }[];
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminResources: {
        parameters: {
            query?: {
                direction?: "asc" | "desc";
                page?: number;
                per_page?: number;
                search?: string;
                sort?: "name" | "capacity";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            address: string | null;
                            approval_needed: boolean;
                            capacity: number | null;
                            id: number;
                            items: number;
                            name: string;
                            tags: string[];
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminResources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    capacity: number | null;
                    contact_info?: string | null;
                    description?: string | null;
                    /** @default [] */
                    images?: string[];
                    name: string;
                    notes?: string | null;
                    settings: {
                        allow_anybody: boolean;
                        allow_remote_reservations: boolean;
                        approved: boolean;
                        available_slots: {
                            from: {
                                hours: number;
                                minutes: number;
                            };
                            to: {
                                hours: number;
                                minutes: number;
                            };
                        }[];
                        available_spaces: number;
                        forbidden_slots: {
                            from: {
                                hours: number;
                                minutes: number;
                            };
                            to: {
                                hours: number;
                                minutes: number;
                            };
                        }[];
                        from: {
                            hours: number;
                            minutes: number;
                        };
                        max_duration: number | null;
                        min_duration: number | null;
                        to: {
                            hours: number;
                            minutes: number;
                        };
                    };
                    tags: string[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            address: string | null;
                            capacity: number | null;
                            contact_info: string | null;
                            description: string | null;
                            future_reservations: number;
                            id: number;
                            images: {
                                original_url: string;
                            }[];
                            items: components["schemas"]["Item"][];
                            name: string;
                            named_items: {
                                available_spaces: number | null;
                                id: number;
                                name: string;
                                resource_id: number;
                            }[];
                            notes: string | null;
                            settings: {
                                allow_anybody: boolean;
                                allow_remote_reservations: boolean;
                                approved: boolean;
                                available_slots: {
                                    from: {
                                        hours: number;
                                        minutes: number;
                                    };
                                    to: {
                                        hours: number;
                                        minutes: number;
                                    };
                                }[];
                                available_spaces: number;
                                forbidden_slots: {
                                    from: {
                                        hours: number;
                                        minutes: number;
                                    };
                                    to: {
                                        hours: number;
                                        minutes: number;
                                    };
                                }[];
                                from: {
                                    hours: number;
                                    minutes: number;
                                };
                                max_duration: number | null;
                                min_duration: number | null;
                                to: {
                                    hours: number;
                                    minutes: number;
                                };
                            };
                            stored_images: {
                                id: number;
                                name: string;
                                url: string;
                            }[];
                            tags: string[];
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminResourcesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            address: string | null;
                            capacity: number | null;
                            contact_info: string | null;
                            description: string | null;
                            future_reservations: number;
                            id: number;
                            images: {
                                original_url: string;
                            }[];
                            items: components["schemas"]["Item"][];
                            name: string;
                            named_items: {
                                available_spaces: number | null;
                                id: number;
                                name: string;
                                resource_id: number;
                            }[];
                            notes: string | null;
                            settings: {
                                allow_anybody: boolean;
                                allow_remote_reservations: boolean;
                                approved: boolean;
                                available_slots: {
                                    from: {
                                        hours: number;
                                        minutes: number;
                                    };
                                    to: {
                                        hours: number;
                                        minutes: number;
                                    };
                                }[];
                                available_spaces: number;
                                forbidden_slots: {
                                    from: {
                                        hours: number;
                                        minutes: number;
                                    };
                                    to: {
                                        hours: number;
                                        minutes: number;
                                    };
                                }[];
                                from: {
                                    hours: number;
                                    minutes: number;
                                };
                                max_duration: number | null;
                                min_duration: number | null;
                                to: {
                                    hours: number;
                                    minutes: number;
                                };
                            };
                            stored_images: {
                                id: number;
                                name: string;
                                url: string;
                            }[];
                            tags: string[];
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminResourcesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    capacity: number | null;
                    contact_info?: string | null;
                    description?: string | null;
                    /** @default [] */
                    images?: string[];
                    name: string;
                    notes?: string | null;
                    settings: {
                        allow_anybody: boolean;
                        allow_remote_reservations: boolean;
                        approved: boolean;
                        available_slots: {
                            from: {
                                hours: number;
                                minutes: number;
                            };
                            to: {
                                hours: number;
                                minutes: number;
                            };
                        }[];
                        available_spaces: number;
                        forbidden_slots: {
                            from: {
                                hours: number;
                                minutes: number;
                            };
                            to: {
                                hours: number;
                                minutes: number;
                            };
                        }[];
                        from: {
                            hours: number;
                            minutes: number;
                        };
                        max_duration: number | null;
                        min_duration: number | null;
                        to: {
                            hours: number;
                            minutes: number;
                        };
                    };
                    tags: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            address: string | null;
                            capacity: number | null;
                            contact_info: string | null;
                            description: string | null;
                            future_reservations: number;
                            id: number;
                            images: {
                                original_url: string;
                            }[];
                            items: components["schemas"]["Item"][];
                            name: string;
                            named_items: {
                                available_spaces: number | null;
                                id: number;
                                name: string;
                                resource_id: number;
                            }[];
                            notes: string | null;
                            settings: {
                                allow_anybody: boolean;
                                allow_remote_reservations: boolean;
                                approved: boolean;
                                available_slots: {
                                    from: {
                                        hours: number;
                                        minutes: number;
                                    };
                                    to: {
                                        hours: number;
                                        minutes: number;
                                    };
                                }[];
                                available_spaces: number;
                                forbidden_slots: {
                                    from: {
                                        hours: number;
                                        minutes: number;
                                    };
                                    to: {
                                        hours: number;
                                        minutes: number;
                                    };
                                }[];
                                from: {
                                    hours: number;
                                    minutes: number;
                                };
                                max_duration: number | null;
                                min_duration: number | null;
                                to: {
                                    hours: number;
                                    minutes: number;
                                };
                            };
                            stored_images: {
                                id: number;
                                name: string;
                                url: string;
                            }[];
                            tags: string[];
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminResourcesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminResourcesIdBlackouts: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            all_day: boolean;
                            ends_at: string;
                            from: string;
                            from_time: {
                                hours: number;
                                minutes: number;
                            };
                            id: number;
                            name: string;
                            period_id: number | null;
                            resource_id: number | null;
                            starts_at: string;
                            to: string;
                            to_time: {
                                hours: number;
                                minutes: number;
                            };
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminResourcesIdBlackouts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    affected?: "cancel" | "keep";
                    from: string;
                    from_time?: {
                        hours: number;
                        minutes: number;
                    } | null;
                    name: string;
                    to: string;
                    to_time?: {
                        hours: number;
                        minutes: number;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            all_day: boolean;
                            cancelled: number;
                            ends_at: string;
                            from: string;
                            from_time: {
                                hours: number;
                                minutes: number;
                            };
                            id: number;
                            name: string;
                            period_id: number | null;
                            resource_id: number | null;
                            starts_at: string;
                            to: string;
                            to_time: {
                                hours: number;
                                minutes: number;
                            };
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminResourcesIdBlackoutsBlackoutId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                blackoutId: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminResourcesIdBlackoutsPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    from: string;
                    from_time?: {
                        hours: number;
                        minutes: number;
                    } | null;
                    name: string;
                    to: string;
                    to_time?: {
                        hours: number;
                        minutes: number;
                    } | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            reservations: {
                                ends_at: string;
                                id: number;
                                name: string;
                                resource: string;
                                starts_at: string;
                                status: string;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminResourcesIdItems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            available_spaces: number | null;
                            id: number;
                            name: string;
                            resource_id: number;
                        }[];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminResourcesIdItems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    available_spaces: number | null;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            available_spaces: number | null;
                            id: number;
                            name: string;
                            resource_id: number;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminResourcesIdItemsItemId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                itemId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    available_spaces: number | null;
                    name: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            available_spaces: number | null;
                            id: number;
                            name: string;
                            resource_id: number;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminResourcesIdItemsItemId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                itemId: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminResourcesIdPublicFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    public: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            public: boolean;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminResourcesIdWeeklyBlackouts: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            dates: number;
                            from: string;
                            from_time: {
                                hours: number;
                                minutes: number;
                            };
                            id: number;
                            name: string;
                            resource_id: number;
                            to: string;
                            to_time: {
                                hours: number;
                                minutes: number;
                            };
                            weekdays: ("monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday")[];
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminResourcesIdWeeklyBlackouts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    affected?: "cancel" | "keep";
                    from: string;
                    from_time: {
                        hours: number;
                        minutes: number;
                    };
                    name: string;
                    to: string;
                    to_time: {
                        hours: number;
                        minutes: number;
                    };
                    weekdays: ("monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday")[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            cancelled: number;
                            dates: number;
                            from: string;
                            from_time: {
                                hours: number;
                                minutes: number;
                            };
                            id: number;
                            name: string;
                            resource_id: number;
                            to: string;
                            to_time: {
                                hours: number;
                                minutes: number;
                            };
                            weekdays: ("monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday")[];
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminResourcesIdWeeklyBlackoutsBlackoutId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                blackoutId: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminResourcesIdWeeklyBlackoutsPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    from: string;
                    from_time: {
                        hours: number;
                        minutes: number;
                    };
                    name: string;
                    to: string;
                    to_time: {
                        hours: number;
                        minutes: number;
                    };
                    weekdays: ("monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday")[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            reservations: {
                                ends_at: string;
                                id: number;
                                name: string;
                                resource: string;
                                starts_at: string;
                                status: string;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminServiceTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            expires_at: string | null;
                            hint: string;
                            id: number;
                            /** @enum {string} */
                            kind: "personal" | "service";
                            last_used_at: string | null;
                            name: string;
                            owner: {
                                id: number;
                                name: string;
                            };
                            scopes: ("read" | "write" | "admin")[];
                        }[];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminServiceTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    expires_in_days?: (7 | 30 | 90 | 365) | null;
                    name: string;
                    scopes: ("read" | "write" | "admin")[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            secret: string;
                            token: {
                                created_at: string;
                                expires_at: string | null;
                                hint: string;
                                id: number;
                                /** @enum {string} */
                                kind: "personal" | "service";
                                last_used_at: string | null;
                                name: string;
                                owner: {
                                    id: number;
                                    name: string;
                                };
                                scopes: ("read" | "write" | "admin")[];
                            };
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminServiceTokensId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminSystemSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            default_available_slots: {
                                from: {
                                    hours: number;
                                    minutes: number;
                                };
                                to: {
                                    hours: number;
                                    minutes: number;
                                };
                            }[];
                            default_forbidden_slots: {
                                from: {
                                    hours: number;
                                    minutes: number;
                                };
                                to: {
                                    hours: number;
                                    minutes: number;
                                };
                            }[];
                            default_reminder_hour: number;
                            /** Format: email */
                            support_email: string;
                            university_name: string;
                            upload_max_bytes: number;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminSystemSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    default_available_slots: {
                        from: {
                            hours: number;
                            minutes: number;
                        };
                        to: {
                            hours: number;
                            minutes: number;
                        };
                    }[];
                    default_forbidden_slots: {
                        from: {
                            hours: number;
                            minutes: number;
                        };
                        to: {
                            hours: number;
                            minutes: number;
                        };
                    }[];
                    default_reminder_hour: number;
                    /** Format: email */
                    support_email: string;
                    university_name: string;
                    upload_max_bytes: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            default_available_slots: {
                                from: {
                                    hours: number;
                                    minutes: number;
                                };
                                to: {
                                    hours: number;
                                    minutes: number;
                                };
                            }[];
                            default_forbidden_slots: {
                                from: {
                                    hours: number;
                                    minutes: number;
                                };
                                to: {
                                    hours: number;
                                    minutes: number;
                                };
                            }[];
                            default_reminder_hour: number;
                            /** Format: email */
                            support_email: string;
                            university_name: string;
                            upload_max_bytes: number;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminUsers: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            disabled: boolean;
                            email: string | null;
                            id: number;
                            /** @enum {string} */
                            language: "lt" | "en";
                            name: string;
                            roles: {
                                key: string;
                            }[];
                            uid: string;
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default null */
                    email?: string | null;
                    /** @default [] */
                    groups?: (number | string)[];
                    /**
                     * @default lt
                     * @enum {string}
                     */
                    language?: "lt" | "en";
                    name: string;
                    /** @default [] */
                    roles?: string[];
                    uid: string;
                    /**
                     * @default password
                     * @enum {string}
                     */
                    welcome?: "password" | "email";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            temporary_password: string | null;
                            user: {
                                abilities: string[];
                                assignable_roles: {
                                    abilities: string[];
                                    key: string;
                                    name: string;
                                }[];
                                disabled: boolean;
                                disabled_at: string | null;
                                email: string | null;
                                groups: {
                                    id: number;
                                    name: string;
                                }[];
                                id: number;
                                /** @enum {string} */
                                language: "lt" | "en";
                                manageable: boolean;
                                must_change_password: boolean;
                                name: string;
                                roles: {
                                    key: string;
                                }[];
                                uid: string;
                            };
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminUsersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            abilities: string[];
                            assignable_roles: {
                                abilities: string[];
                                key: string;
                                name: string;
                            }[];
                            disabled: boolean;
                            disabled_at: string | null;
                            email: string | null;
                            groups: {
                                id: number;
                                name: string;
                            }[];
                            id: number;
                            /** @enum {string} */
                            language: "lt" | "en";
                            manageable: boolean;
                            must_change_password: boolean;
                            name: string;
                            roles: {
                                key: string;
                            }[];
                            uid: string;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminUsersIdDisable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            abilities: string[];
                            assignable_roles: {
                                abilities: string[];
                                key: string;
                                name: string;
                            }[];
                            disabled: boolean;
                            disabled_at: string | null;
                            email: string | null;
                            groups: {
                                id: number;
                                name: string;
                            }[];
                            id: number;
                            /** @enum {string} */
                            language: "lt" | "en";
                            manageable: boolean;
                            must_change_password: boolean;
                            name: string;
                            roles: {
                                key: string;
                            }[];
                            uid: string;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A manager cannot do this to their own account. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminUsersIdEnable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            abilities: string[];
                            assignable_roles: {
                                abilities: string[];
                                key: string;
                                name: string;
                            }[];
                            disabled: boolean;
                            disabled_at: string | null;
                            email: string | null;
                            groups: {
                                id: number;
                                name: string;
                            }[];
                            id: number;
                            /** @enum {string} */
                            language: "lt" | "en";
                            manageable: boolean;
                            must_change_password: boolean;
                            name: string;
                            roles: {
                                key: string;
                            }[];
                            uid: string;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A manager cannot do this to their own account. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminUsersIdReservations: {
        parameters: {
            query?: {
                direction?: "asc" | "desc";
                page?: number;
                per_page?: number;
                search?: string;
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: number | null;
                            closure: {
                                name: string;
                            } | null;
                            creator: {
                                id: number;
                                name: string;
                            } | null;
                            ends_at: string;
                            id: number;
                            name: string;
                            person_responsible: {
                                id: number;
                                name: string;
                            } | null;
                            repeater_id: number | null;
                            resource: {
                                id: number;
                                name: string;
                            };
                            starts_at: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            /** @enum {string} */
                            type: "lecture" | "event";
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminUsersIdResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            temporary_password: string;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A manager cannot do this to their own account. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminWebhookDeliveriesIdRedeliver: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attempts: number;
                            created_at: string;
                            delivered_at: string | null;
                            endpoint_id: number;
                            event_id: string;
                            /** @enum {string} */
                            event_type: "reservation.created" | "reservation.updated" | "reservation.deleted" | "reservation.approved" | "reservation.rejected" | "series.changed" | "group_timetable.published" | "resource.changed" | "user.changed";
                            id: number;
                            last_error: string | null;
                            next_attempt_at: string | null;
                            response_code: number | null;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            consecutive_failures: number;
                            created_at: string;
                            disabled_reason: ("manual" | "failures") | null;
                            enabled: boolean;
                            events: ("reservation.created" | "reservation.updated" | "reservation.deleted" | "reservation.approved" | "reservation.rejected" | "series.changed" | "group_timetable.published" | "resource.changed" | "user.changed")[];
                            id: number;
                            owner: {
                                id: number;
                                name: string;
                            };
                            url: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled?: boolean;
                    events: ("reservation.created" | "reservation.updated" | "reservation.deleted" | "reservation.approved" | "reservation.rejected" | "series.changed" | "group_timetable.published" | "resource.changed" | "user.changed")[];
                    url: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            endpoint: {
                                consecutive_failures: number;
                                created_at: string;
                                disabled_reason: ("manual" | "failures") | null;
                                enabled: boolean;
                                events: ("reservation.created" | "reservation.updated" | "reservation.deleted" | "reservation.approved" | "reservation.rejected" | "series.changed" | "group_timetable.published" | "resource.changed" | "user.changed")[];
                                id: number;
                                owner: {
                                    id: number;
                                    name: string;
                                };
                                url: string;
                            };
                            secret: string;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminWebhooksId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled?: boolean;
                    events: ("reservation.created" | "reservation.updated" | "reservation.deleted" | "reservation.approved" | "reservation.rejected" | "series.changed" | "group_timetable.published" | "resource.changed" | "user.changed")[];
                    url: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            consecutive_failures: number;
                            created_at: string;
                            disabled_reason: ("manual" | "failures") | null;
                            enabled: boolean;
                            events: ("reservation.created" | "reservation.updated" | "reservation.deleted" | "reservation.approved" | "reservation.rejected" | "series.changed" | "group_timetable.published" | "resource.changed" | "user.changed")[];
                            id: number;
                            owner: {
                                id: number;
                                name: string;
                            };
                            url: string;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminWebhooksId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminWebhooksIdDeliveries: {
        parameters: {
            query?: {
                page?: number;
                status?: "pending" | "delivered" | "failed";
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attempts: number;
                            created_at: string;
                            delivered_at: string | null;
                            endpoint_id: number;
                            event_id: string;
                            /** @enum {string} */
                            event_type: "reservation.created" | "reservation.updated" | "reservation.deleted" | "reservation.approved" | "reservation.rejected" | "series.changed" | "group_timetable.published" | "resource.changed" | "user.changed";
                            id: number;
                            last_error: string | null;
                            next_attempt_at: string | null;
                            response_code: number | null;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAnnexes: {
        parameters: {
            query?: {
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthLdapProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    uid: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            abilities: string[];
                            daily_reminder: boolean;
                            email: string | null;
                            id: number;
                            impersonated: boolean;
                            /** @enum {string} */
                            language: "lt" | "en";
                            must_change_password: boolean;
                            name: string;
                            password_change_reason: ("new_account" | "reset") | null;
                            reminder_hour: number;
                            reminder_hour_chosen: boolean;
                            roles: {
                                key: string;
                            }[];
                            subscribed_calendar: number | null;
                            uid: string;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many failed sign-ins with this uid or from this address: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAuthProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            local_passwords: "everyone" | "super_admins";
                            providers: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                protocol: "oidc" | "saml" | "ldap";
                            }[];
                        };
                    };
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthSsoProviderAcs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    RelayState?: string;
                    SAMLResponse?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description To the browser step, or to the login page with the reason. */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAuthSsoProviderCallback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the identity provider, or back to the app. */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAuthSsoProviderFinish: {
        parameters: {
            query?: {
                failure?: string;
                ticket?: string;
            };
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the identity provider, or back to the app. */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAuthSsoProviderMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SAML 2.0 metadata (XML) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAuthSsoProviderSlo: {
        parameters: {
            query?: {
                RelayState?: string;
                SAMLRequest?: string;
                SAMLResponse?: string;
                SigAlg?: string;
                Signature?: string;
            };
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the identity provider, or back to the app. */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAuthSsoProviderStart: {
        parameters: {
            query?: {
                return_to?: string;
            };
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the identity provider, or back to the app. */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBlackouts: {
        parameters: {
            query: {
                from: string;
                resource_id?: number | string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            all_day: boolean;
                            ends_at: string;
                            from: string;
                            from_time: {
                                hours: number;
                                minutes: number;
                            };
                            id: number;
                            name: string;
                            period_id: number | null;
                            resource_id: number | null;
                            starts_at: string;
                            to: string;
                            to_time: {
                                hours: number;
                                minutes: number;
                            };
                        }[];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCalendarFeedsTokenIcs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calendar as an iCalendar (RFC 5545) file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCalendarFeedsTokenResourcesIdIcs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calendar as an iCalendar (RFC 5545) file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCsrfCookie: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEvents: {
        parameters: {
            query?: {
                last_event_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/event-stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request does not accept `text/event-stream`. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Past the per-user or per-process cap of open streams (`code` says which). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getExamSessions: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            from: string;
                            name: string;
                            period_id: number;
                            to: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGroupTimetablesIdReservations: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Reservation"][];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGroupTimetablesMine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            group: {
                                id: number;
                                name: string;
                                users_count: number;
                            };
                            id: number;
                            period: {
                                ends_on: string;
                                id: number;
                                name: string;
                                starts_on: string;
                            };
                            published_version: number | null;
                            reservations_count: number;
                            /** @enum {string} */
                            status: "draft" | "locked" | "approved";
                        }[];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGroups: {
        parameters: {
            query?: {
                ids?: string;
                page?: number;
                per_page?: number;
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            users_count: number;
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGroupsIdReservations: {
        parameters: {
            query: {
                end: string;
                start: string;
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        closures: {
                            ends_at: string;
                            /** @enum {string} */
                            kind: "holiday" | "unavailable" | "exams";
                            name: string;
                            resource_id: number | null;
                            starts_at: string;
                        }[];
                        data: components["schemas"]["Reservation"][];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getHealthLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "live";
                    };
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getHealthReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checks: {
                            database: boolean;
                            jobs: boolean;
                            migrations: boolean;
                            shutting_down: boolean;
                        };
                        message?: string;
                        /** @enum {string} */
                        status: "ready" | "not ready";
                    };
                };
            };
            /** @description Not ready: `checks` says which check failed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checks: {
                            database: boolean;
                            jobs: boolean;
                            migrations: boolean;
                            shutting_down: boolean;
                        };
                        message?: string;
                        /** @enum {string} */
                        status: "ready" | "not ready";
                    };
                };
            };
        };
    };
    getItemsItemIdReservations: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path: {
                itemId: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Reservation"][];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postItemsItemIdReservations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                itemId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    annexes?: ((number | string) | {
                        id: number | string;
                    })[];
                    description?: string | null;
                    from: string;
                    from_time: {
                        hours: number;
                        minutes: number;
                    } | string;
                    groups?: ((number | string) | {
                        id: number | string;
                    })[];
                    invitations?: ((number | string) | {
                        id: number | string;
                    })[];
                    is_remote?: 0 | 1 | boolean;
                    name: string;
                    person_responsible?: ((number | string) | {
                        id: number | string;
                    }) | null;
                    preview_digest?: string;
                    remote_address?: string | null;
                    repeater?: {
                        interval: number;
                        skip_conflicts?: boolean;
                        /** @enum {string} */
                        type: "daily" | "weekly" | "monthly" | "yearly";
                        until: string;
                        /** @default [] */
                        weekdays?: ("monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday")[];
                    } | null;
                    reservable?: ((number | string) | {
                        id: number | string;
                    })[];
                    to: string;
                    to_time: {
                        hours: number;
                        minutes: number;
                    } | string;
                    /**
                     * @default lecture
                     * @enum {string}
                     */
                    type?: "lecture" | "event";
                    /** @enum {string} */
                    update_selection_batch?: "this" | "all";
                    /** @enum {string} */
                    update_selection_repeater?: "this" | "upcoming" | "all";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Reservation"][];
                        skipped_dates?: {
                            date: string;
                            name: string;
                            /** @enum {string} */
                            reason: "blackout" | "clash" | "exams";
                        }[];
                        summary?: {
                            first_date: string;
                            last_date: string;
                            pending: number;
                            resources: number;
                            shown: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid, or the time is taken: the messages per field and the clashes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReservationValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getItemsItemIdReservationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                itemId: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Reservation"];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putItemsItemIdReservationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                itemId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    annexes?: ((number | string) | {
                        id: number | string;
                    })[];
                    description?: string | null;
                    from: string;
                    from_time: {
                        hours: number;
                        minutes: number;
                    } | string;
                    groups?: ((number | string) | {
                        id: number | string;
                    })[];
                    invitations?: ((number | string) | {
                        id: number | string;
                    })[];
                    is_remote?: 0 | 1 | boolean;
                    name: string;
                    person_responsible?: ((number | string) | {
                        id: number | string;
                    }) | null;
                    preview_digest?: string;
                    remote_address?: string | null;
                    repeater?: {
                        interval: number;
                        skip_conflicts?: boolean;
                        /** @enum {string} */
                        type: "daily" | "weekly" | "monthly" | "yearly";
                        until: string;
                        /** @default [] */
                        weekdays?: ("monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday")[];
                    } | null;
                    reservable?: ((number | string) | {
                        id: number | string;
                    })[];
                    to: string;
                    to_time: {
                        hours: number;
                        minutes: number;
                    } | string;
                    /**
                     * @default lecture
                     * @enum {string}
                     */
                    type?: "lecture" | "event";
                    /** @enum {string} */
                    update_selection_batch?: "this" | "all";
                    /** @enum {string} */
                    update_selection_repeater?: "this" | "upcoming" | "all";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Reservation"][];
                        skipped_dates?: {
                            date: string;
                            name: string;
                            /** @enum {string} */
                            reason: "blackout" | "clash" | "exams";
                        }[];
                        summary?: {
                            first_date: string;
                            last_date: string;
                            pending: number;
                            resources: number;
                            shown: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid, or the time is taken: the messages per field and the clashes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReservationValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteItemsItemIdReservationsId: {
        parameters: {
            query?: {
                update_selection_batch?: "this" | "all";
                update_selection_repeater?: "this" | "upcoming" | "all";
            };
            header?: never;
            path: {
                id: number | string;
                itemId: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postItemsItemIdReservationsIdPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                itemId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    annexes?: ((number | string) | {
                        id: number | string;
                    })[];
                    description?: string | null;
                    from: string;
                    from_time: {
                        hours: number;
                        minutes: number;
                    } | string;
                    groups?: ((number | string) | {
                        id: number | string;
                    })[];
                    invitations?: ((number | string) | {
                        id: number | string;
                    })[];
                    is_remote?: 0 | 1 | boolean;
                    name: string;
                    person_responsible?: ((number | string) | {
                        id: number | string;
                    }) | null;
                    preview_digest?: string;
                    remote_address?: string | null;
                    repeater?: {
                        interval: number;
                        skip_conflicts?: boolean;
                        /** @enum {string} */
                        type: "daily" | "weekly" | "monthly" | "yearly";
                        until: string;
                        /** @default [] */
                        weekdays?: ("monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday")[];
                    } | null;
                    reservable?: ((number | string) | {
                        id: number | string;
                    })[];
                    to: string;
                    to_time: {
                        hours: number;
                        minutes: number;
                    } | string;
                    /**
                     * @default lecture
                     * @enum {string}
                     */
                    type?: "lecture" | "event";
                    /** @enum {string} */
                    update_selection_batch?: "this" | "all";
                    /** @enum {string} */
                    update_selection_repeater?: "this" | "upcoming" | "all";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            added: {
                                date: string;
                                from: string;
                                to: string;
                            }[];
                            clashes: {
                                from: string;
                                name: string;
                                reservable: {
                                    name: string;
                                };
                                to: string;
                            }[];
                            digest: string;
                            moved: {
                                after: {
                                    date: string;
                                    from: string;
                                    to: string;
                                };
                                before: {
                                    date: string;
                                    from: string;
                                    to: string;
                                };
                            }[];
                            removed: {
                                date: string;
                                from: string;
                                to: string;
                            }[];
                            skipped_dates?: {
                                date: string;
                                name: string;
                                /** @enum {string} */
                                reason: "blackout" | "clash" | "exams";
                            }[];
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid, or the time is taken: the messages per field and the clashes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReservationValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postItemsItemIdReservationsPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                itemId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    annexes?: ((number | string) | {
                        id: number | string;
                    })[];
                    description?: string | null;
                    from: string;
                    from_time: {
                        hours: number;
                        minutes: number;
                    } | string;
                    groups?: ((number | string) | {
                        id: number | string;
                    })[];
                    invitations?: ((number | string) | {
                        id: number | string;
                    })[];
                    is_remote?: 0 | 1 | boolean;
                    name: string;
                    person_responsible?: ((number | string) | {
                        id: number | string;
                    }) | null;
                    preview_digest?: string;
                    remote_address?: string | null;
                    repeater?: {
                        interval: number;
                        skip_conflicts?: boolean;
                        /** @enum {string} */
                        type: "daily" | "weekly" | "monthly" | "yearly";
                        until: string;
                        /** @default [] */
                        weekdays?: ("monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday")[];
                    } | null;
                    reservable?: ((number | string) | {
                        id: number | string;
                    })[];
                    to: string;
                    to_time: {
                        hours: number;
                        minutes: number;
                    } | string;
                    /**
                     * @default lecture
                     * @enum {string}
                     */
                    type?: "lecture" | "event";
                    /** @enum {string} */
                    update_selection_batch?: "this" | "all";
                    /** @enum {string} */
                    update_selection_repeater?: "this" | "upcoming" | "all";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            occurrences: number;
                            skipped_dates: {
                                date: string;
                                name: string;
                                /** @enum {string} */
                                reason: "blackout" | "clash" | "exams";
                            }[];
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid, or the time is taken: the messages per field and the clashes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReservationValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    uid: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            abilities: string[];
                            daily_reminder: boolean;
                            email: string | null;
                            id: number;
                            impersonated: boolean;
                            /** @enum {string} */
                            language: "lt" | "en";
                            must_change_password: boolean;
                            name: string;
                            password_change_reason: ("new_account" | "reset") | null;
                            reminder_hour: number;
                            reminder_hour_chosen: boolean;
                            roles: {
                                key: string;
                            }[];
                            subscribed_calendar: number | null;
                            uid: string;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many failed sign-ins with this uid or from this address: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            redirect_to: string;
                        };
                    };
                };
            };
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; an API token may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getNotifications: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            data: {
                                action_text?: string;
                                action_url?: string;
                                /** @enum {string} */
                                invitation_status?: "pending" | "accepted" | "declined" | "cancelled";
                                message: string | {
                                    summary: string;
                                    title: string;
                                };
                                reservation_count?: number;
                                reservation_from?: string;
                                reservation_id?: number;
                                reservation_name?: string;
                                reservation_to?: string;
                                /** @enum {string} */
                                reservation_type?: "lecture" | "event";
                                subject: string;
                                today_count?: number;
                                tomorrow_count?: number;
                                total_count?: number;
                            };
                            id: number;
                            kind: ("daily_reminder" | "person_responsible" | "invitation" | "invitation_answered" | "event_created" | "detached" | "approved" | "rejected" | "changed" | "cancelled" | "awaiting_approval" | "timetable_published") | null;
                            read_at: string | null;
                            type: string;
                        }[];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteNotificationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchNotificationsIdRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            data: {
                                action_text?: string;
                                action_url?: string;
                                /** @enum {string} */
                                invitation_status?: "pending" | "accepted" | "declined" | "cancelled";
                                message: string | {
                                    summary: string;
                                    title: string;
                                };
                                reservation_count?: number;
                                reservation_from?: string;
                                reservation_id?: number;
                                reservation_name?: string;
                                reservation_to?: string;
                                /** @enum {string} */
                                reservation_type?: "lecture" | "event";
                                subject: string;
                                today_count?: number;
                                tomorrow_count?: number;
                                total_count?: number;
                            };
                            id: number;
                            kind: ("daily_reminder" | "person_responsible" | "invitation" | "invitation_answered" | "event_created" | "detached" | "approved" | "rejected" | "changed" | "cancelled" | "awaiting_approval" | "timetable_published") | null;
                            read_at: string | null;
                            type: string;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchNotificationsReadAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getNotificationsUnreadCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteRemoteReservationsId: {
        parameters: {
            query?: {
                update_selection_batch?: "this" | "all";
                update_selection_repeater?: "this" | "upcoming" | "all";
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchRemoteReservationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    annexes?: ((number | string) | {
                        id: number | string;
                    })[];
                    description?: string | null;
                    from: string;
                    from_time: {
                        hours: number;
                        minutes: number;
                    } | string;
                    groups?: ((number | string) | {
                        id: number | string;
                    })[];
                    invitations?: ((number | string) | {
                        id: number | string;
                    })[];
                    is_remote?: 0 | 1 | boolean;
                    name: string;
                    person_responsible?: ((number | string) | {
                        id: number | string;
                    }) | null;
                    preview_digest?: string;
                    remote_address?: string | null;
                    repeater?: {
                        interval: number;
                        skip_conflicts?: boolean;
                        /** @enum {string} */
                        type: "daily" | "weekly" | "monthly" | "yearly";
                        until: string;
                        /** @default [] */
                        weekdays?: ("monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday")[];
                    } | null;
                    reservable?: ((number | string) | {
                        id: number | string;
                    })[];
                    to: string;
                    to_time: {
                        hours: number;
                        minutes: number;
                    } | string;
                    /**
                     * @default lecture
                     * @enum {string}
                     */
                    type?: "lecture" | "event";
                    /** @enum {string} */
                    update_selection_batch?: "this" | "all";
                    /** @enum {string} */
                    update_selection_repeater?: "this" | "upcoming" | "all";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Reservation"][];
                        skipped_dates?: {
                            date: string;
                            name: string;
                            /** @enum {string} */
                            reason: "blackout" | "clash" | "exams";
                        }[];
                        summary?: {
                            first_date: string;
                            last_date: string;
                            pending: number;
                            resources: number;
                            shown: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid, or the time is taken: the messages per field and the clashes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReservationValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postRemoteReservationsIdPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    annexes?: ((number | string) | {
                        id: number | string;
                    })[];
                    description?: string | null;
                    from: string;
                    from_time: {
                        hours: number;
                        minutes: number;
                    } | string;
                    groups?: ((number | string) | {
                        id: number | string;
                    })[];
                    invitations?: ((number | string) | {
                        id: number | string;
                    })[];
                    is_remote?: 0 | 1 | boolean;
                    name: string;
                    person_responsible?: ((number | string) | {
                        id: number | string;
                    }) | null;
                    preview_digest?: string;
                    remote_address?: string | null;
                    repeater?: {
                        interval: number;
                        skip_conflicts?: boolean;
                        /** @enum {string} */
                        type: "daily" | "weekly" | "monthly" | "yearly";
                        until: string;
                        /** @default [] */
                        weekdays?: ("monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday")[];
                    } | null;
                    reservable?: ((number | string) | {
                        id: number | string;
                    })[];
                    to: string;
                    to_time: {
                        hours: number;
                        minutes: number;
                    } | string;
                    /**
                     * @default lecture
                     * @enum {string}
                     */
                    type?: "lecture" | "event";
                    /** @enum {string} */
                    update_selection_batch?: "this" | "all";
                    /** @enum {string} */
                    update_selection_repeater?: "this" | "upcoming" | "all";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            added: {
                                date: string;
                                from: string;
                                to: string;
                            }[];
                            clashes: {
                                from: string;
                                name: string;
                                reservable: {
                                    name: string;
                                };
                                to: string;
                            }[];
                            digest: string;
                            moved: {
                                after: {
                                    date: string;
                                    from: string;
                                    to: string;
                                };
                                before: {
                                    date: string;
                                    from: string;
                                    to: string;
                                };
                            }[];
                            removed: {
                                date: string;
                                from: string;
                                to: string;
                            }[];
                            skipped_dates?: {
                                date: string;
                                name: string;
                                /** @enum {string} */
                                reason: "blackout" | "clash" | "exams";
                            }[];
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid, or the time is taken: the messages per field and the clashes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReservationValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReservations: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                showUserReservations?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Reservation"][];
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReservationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Reservation"];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postReservationsIdAttach: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    annexes: ((number | string) | {
                        id: number | string;
                    })[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Reservation"];
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReservationsIdCalendarIcs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reservation or its series as an iCalendar file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getResources: {
        parameters: {
            query?: {
                from?: string;
                limit?: number;
                query?: string;
                to?: string;
                withDates?: "1" | "0" | "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            address: string | null;
                            contact_info: string | null;
                            dates?: string[];
                            description: string | null;
                            id: number;
                            images: {
                                original_url: string;
                            }[];
                            items: components["schemas"]["Item"][];
                            name: string;
                            notes: string | null;
                            settings: {
                                allow_anybody: boolean;
                                allow_remote_reservations: boolean;
                                approved: boolean;
                                available_slots: {
                                    from: {
                                        hours: number;
                                        minutes: number;
                                    };
                                    to: {
                                        hours: number;
                                        minutes: number;
                                    };
                                }[];
                                available_spaces: number;
                                forbidden_slots: {
                                    from: {
                                        hours: number;
                                        minutes: number;
                                    };
                                    to: {
                                        hours: number;
                                        minutes: number;
                                    };
                                }[];
                                from: {
                                    hours: number;
                                    minutes: number;
                                };
                                max_duration: number | null;
                                min_duration: number | null;
                                to: {
                                    hours: number;
                                    minutes: number;
                                };
                            };
                        }[];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getResourcesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Resource"];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getResourcesIdCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            public: boolean;
                            url: string;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getResourcesIdCalendarIcs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calendar as an iCalendar (RFC 5545) file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getResourcesIdItems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Item"][];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getResourcesIdItemsItemId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                itemId: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Item"];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getResourcesIdRemoteReservations: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Reservation"][];
                        meta: {
                            week_end: string;
                            week_start: string;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getResourcesIdReservations: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Reservation"][];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getResourcesIdWeek: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            closures: {
                                ends_at: string;
                                /** @enum {string} */
                                kind: "holiday" | "unavailable" | "exams";
                                name: string;
                                resource_id: number | null;
                                starts_at: string;
                            }[];
                            from: string;
                            repeaters: {
                                excluded_dates: string[];
                                id: number;
                                interval: number;
                                skip_conflicts?: boolean;
                                starts_on: string;
                                /** @enum {string} */
                                type: "daily" | "weekly" | "monthly" | "yearly";
                                until: string;
                                /** @default [] */
                                weekdays: ("monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday")[];
                            }[];
                            reservations: {
                                annexes: {
                                    id: number;
                                    name: string;
                                }[];
                                batch_id: number | null;
                                can_delete: boolean;
                                can_edit: boolean;
                                description: string | null;
                                detached: boolean;
                                ends_at: string;
                                from: string;
                                from_time: {
                                    hours: number;
                                    minutes: number;
                                };
                                groups: {
                                    id: number;
                                    name: string;
                                }[];
                                id: number;
                                invitation_count: number;
                                invitations: {
                                    email?: string | null;
                                    id: number;
                                    name: string;
                                    /** @enum {string} */
                                    status?: "pending" | "accepted" | "declined";
                                }[];
                                is_batch: boolean;
                                is_remote: 0 | 1;
                                item_id: number | null;
                                name: string;
                                person_responsible: number | null;
                                remote_address: string | null;
                                repeater_id: number | null;
                                responsible: {
                                    email?: string | null;
                                    id: number;
                                    name: string;
                                } | null;
                                starts_at: string;
                                /** @enum {string} */
                                status: "approved" | "pending" | "rejected";
                                to: string;
                                to_time: {
                                    hours: number;
                                    minutes: number;
                                };
                                /** @enum {string} */
                                type: "lecture" | "event";
                                user: {
                                    email?: string | null;
                                    id: number;
                                    name: string;
                                } | null;
                            }[];
                            resource: components["schemas"]["Resource"];
                            to: string;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postResourcesResourceIdReservations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resourceId: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    annexes?: ((number | string) | {
                        id: number | string;
                    })[];
                    description?: string | null;
                    from: string;
                    from_time: {
                        hours: number;
                        minutes: number;
                    } | string;
                    groups?: ((number | string) | {
                        id: number | string;
                    })[];
                    invitations?: ((number | string) | {
                        id: number | string;
                    })[];
                    is_remote?: 0 | 1 | boolean;
                    name: string;
                    person_responsible?: ((number | string) | {
                        id: number | string;
                    }) | null;
                    preview_digest?: string;
                    remote_address?: string | null;
                    repeater?: {
                        interval: number;
                        skip_conflicts?: boolean;
                        /** @enum {string} */
                        type: "daily" | "weekly" | "monthly" | "yearly";
                        until: string;
                        /** @default [] */
                        weekdays?: ("monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday")[];
                    } | null;
                    reservable?: ((number | string) | {
                        id: number | string;
                    })[];
                    to: string;
                    to_time: {
                        hours: number;
                        minutes: number;
                    } | string;
                    /**
                     * @default lecture
                     * @enum {string}
                     */
                    type?: "lecture" | "event";
                    /** @enum {string} */
                    update_selection_batch?: "this" | "all";
                    /** @enum {string} */
                    update_selection_repeater?: "this" | "upcoming" | "all";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Reservation"][];
                        skipped_dates?: {
                            date: string;
                            name: string;
                            /** @enum {string} */
                            reason: "blackout" | "clash" | "exams";
                        }[];
                        summary?: {
                            first_date: string;
                            last_date: string;
                            pending: number;
                            resources: number;
                            shown: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid, or the time is taken: the messages per field and the clashes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReservationValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getResourcesFirst: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Resource"];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getResourcesFree: {
        parameters: {
            query: {
                capacity?: number;
                date: string;
                from: string;
                interval?: number;
                repeat?: "daily" | "weekly" | "monthly" | "yearly";
                tags?: string[];
                to: string;
                type?: "lecture" | "event";
                until?: string;
                weekdays?: ("monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            address: string | null;
                            capacity: number | null;
                            clashes: string[];
                            id: number;
                            item_id: number;
                            name: string;
                            needs_approval: boolean;
                            tags: string[];
                            types: ("lecture" | "event")[];
                        }[];
                        meta: {
                            all_free: boolean;
                            dates: string[];
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getResourcesList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            address: string | null;
                            allow_remote_reservations: boolean;
                            approved: boolean;
                            capacity: number | null;
                            description: string | null;
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getResourcesRemoteEnabled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Resource"][];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getResourcesTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: string[];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            abilities: string[];
                            key: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRoomsGlance: {
        parameters: {
            query: {
                address?: string;
                capacity?: number;
                free_now?: "1" | "0" | "true" | "false";
                from: string;
                tag?: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            addresses: string[];
                            closures: {
                                ends_at: string;
                                /** @enum {string} */
                                kind: "holiday" | "unavailable" | "exams";
                                name: string;
                                resource_id: number | null;
                                starts_at: string;
                            }[];
                            from: string;
                            reservations: {
                                ends_at: string;
                                id: number;
                                is_remote: boolean;
                                name: string;
                                resource_id: number;
                                starts_at: string;
                                /** @enum {string} */
                                status: "approved" | "pending" | "rejected";
                                /** @enum {string} */
                                type: "lecture" | "event";
                            }[];
                            rooms: {
                                address: string | null;
                                capacity: number | null;
                                free_now: boolean;
                                id: number;
                                name: string;
                                tags: string[];
                            }[];
                            tags: string[];
                            to: string;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            can_extend: boolean;
                            expires_at: string;
                            seconds_left: number;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            can_extend: boolean;
                            expires_at: string;
                            seconds_left: number;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSetLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    language: "lt" | "en";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            abilities: string[];
                            daily_reminder: boolean;
                            email: string | null;
                            id: number;
                            impersonated: boolean;
                            /** @enum {string} */
                            language: "lt" | "en";
                            must_change_password: boolean;
                            name: string;
                            password_change_reason: ("new_account" | "reset") | null;
                            reminder_hour: number;
                            reminder_hour_chosen: boolean;
                            roles: {
                                key: string;
                            }[];
                            subscribed_calendar: number | null;
                            uid: string;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            default_available_slots: {
                                from: {
                                    hours: number;
                                    minutes: number;
                                };
                                to: {
                                    hours: number;
                                    minutes: number;
                                };
                            }[];
                            default_forbidden_slots: {
                                from: {
                                    hours: number;
                                    minutes: number;
                                };
                                to: {
                                    hours: number;
                                    minutes: number;
                                };
                            }[];
                            default_reminder_hour: number;
                            support_email: string;
                            time_zone: string;
                            university_name: string;
                            upload_max_bytes: number;
                            version: string;
                        };
                    };
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    image: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        url: string;
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            abilities: string[];
                            daily_reminder: boolean;
                            email: string | null;
                            id: number;
                            impersonated: boolean;
                            /** @enum {string} */
                            language: "lt" | "en";
                            must_change_password: boolean;
                            name: string;
                            password_change_reason: ("new_account" | "reset") | null;
                            reminder_hour: number;
                            reminder_hour_chosen: boolean;
                            roles: {
                                key: string;
                            }[];
                            subscribed_calendar: number | null;
                            uid: string;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUserCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            url: string;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUserCalendarFeedReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            url: string;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUserInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            ends_at: string;
                            name: string;
                            occurrences: number;
                            organiser: {
                                id: number;
                                name: string;
                            } | null;
                            reservation_id: number;
                            resource: string;
                            rooms: number;
                            starts_at: string;
                            /** @enum {string} */
                            status: "pending" | "accepted" | "declined";
                            /** @enum {string} */
                            type: "lecture" | "event";
                        }[];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUserInvitationsReservationIdAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                answer: "accept" | "decline";
                reservationId: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            ends_at: string;
                            name: string;
                            occurrences: number;
                            organiser: {
                                id: number;
                                name: string;
                            } | null;
                            reservation_id: number;
                            resource: string;
                            rooms: number;
                            starts_at: string;
                            /** @enum {string} */
                            status: "pending" | "accepted" | "declined";
                            /** @enum {string} */
                            type: "lecture" | "event";
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUserNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: ("daily_reminder" | "person_responsible" | "invitation" | "invitation_answered" | "event_created" | "detached" | "approved" | "rejected" | "changed" | "cancelled" | "awaiting_approval" | "timetable_published")[];
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putUserNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: ("daily_reminder" | "person_responsible" | "invitation" | "invitation_answered" | "event_created" | "detached" | "approved" | "rejected" | "changed" | "cancelled" | "awaiting_approval" | "timetable_published")[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: ("daily_reminder" | "person_responsible" | "invitation" | "invitation_answered" | "event_created" | "detached" | "approved" | "rejected" | "changed" | "cancelled" | "awaiting_approval" | "timetable_published")[];
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putUserPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                    password: string;
                    password_confirmation: string;
                };
            };
        };
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUserTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            expires_at: string | null;
                            hint: string;
                            id: number;
                            /** @enum {string} */
                            kind: "personal" | "service";
                            last_used_at: string | null;
                            name: string;
                            owner: {
                                id: number;
                                name: string;
                            };
                            scopes: ("read" | "write" | "admin")[];
                        }[];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUserTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    expires_in_days?: (7 | 30 | 90 | 365) | null;
                    name: string;
                    scopes: ("read" | "write")[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            secret: string;
                            token: {
                                created_at: string;
                                expires_at: string | null;
                                hint: string;
                                id: number;
                                /** @enum {string} */
                                kind: "personal" | "service";
                                last_used_at: string | null;
                                name: string;
                                owner: {
                                    id: number;
                                    name: string;
                                };
                                scopes: ("read" | "write" | "admin")[];
                            };
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteUserTokensId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsers: {
        parameters: {
            query?: {
                id?: number | string;
                query?: string;
                role?: "super_admin" | "admin" | "teacher" | "student";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string | null;
                            id: number;
                            name: string;
                            uid: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            abilities: string[];
                            daily_reminder: boolean;
                            email: string | null;
                            id: number;
                            impersonated: boolean;
                            /** @enum {string} */
                            language: "lt" | "en";
                            must_change_password: boolean;
                            name: string;
                            password_change_reason: ("new_account" | "reset") | null;
                            reminder_hour: number;
                            reminder_hour_chosen: boolean;
                            roles: {
                                key: string;
                            }[];
                            subscribed_calendar: number | null;
                            uid: string;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putUsersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string | null;
                    /** @enum {string} */
                    language?: "lt" | "en";
                    name?: string;
                    roles?: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            abilities: string[];
                            daily_reminder: boolean;
                            email: string | null;
                            id: number;
                            impersonated: boolean;
                            /** @enum {string} */
                            language: "lt" | "en";
                            must_change_password: boolean;
                            name: string;
                            password_change_reason: ("new_account" | "reset") | null;
                            reminder_hour: number;
                            reminder_hour_chosen: boolean;
                            roles: {
                                key: string;
                            }[];
                            subscribed_calendar: number | null;
                            uid: string;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsersIdImpersonate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            abilities: string[];
                            daily_reminder: boolean;
                            email: string | null;
                            id: number;
                            impersonated: boolean;
                            /** @enum {string} */
                            language: "lt" | "en";
                            must_change_password: boolean;
                            name: string;
                            password_change_reason: ("new_account" | "reset") | null;
                            reminder_hour: number;
                            reminder_hour_chosen: boolean;
                            roles: {
                                key: string;
                            }[];
                            subscribed_calendar: number | null;
                            uid: string;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already impersonating (stop first), the user is oneself, or the account is disabled. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsersIdReservations: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        closures: {
                            ends_at: string;
                            /** @enum {string} */
                            kind: "holiday" | "unavailable" | "exams";
                            name: string;
                            resource_id: number | null;
                            starts_at: string;
                        }[];
                        data: components["schemas"]["Reservation"][];
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsersIdUpdateReminders: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    daily_reminder: boolean;
                    reminder_hour: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            abilities: string[];
                            daily_reminder: boolean;
                            email: string | null;
                            id: number;
                            impersonated: boolean;
                            /** @enum {string} */
                            language: "lt" | "en";
                            must_change_password: boolean;
                            name: string;
                            password_change_reason: ("new_account" | "reset") | null;
                            reminder_hour: number;
                            reminder_hour_chosen: boolean;
                            roles: {
                                key: string;
                            }[];
                            subscribed_calendar: number | null;
                            uid: string;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or not a complete multipart body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over the size limit; nothing was changed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send it as `Content-Type: application/json`; nothing was changed. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteUsersDefaultResource: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            abilities: string[];
                            daily_reminder: boolean;
                            email: string | null;
                            id: number;
                            impersonated: boolean;
                            /** @enum {string} */
                            language: "lt" | "en";
                            must_change_password: boolean;
                            name: string;
                            password_change_reason: ("new_account" | "reset") | null;
                            reminder_hour: number;
                            reminder_hour_chosen: boolean;
                            roles: {
                                key: string;
                            }[];
                            subscribed_calendar: number | null;
                            uid: string;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsersDefaultResourceResource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resource: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            abilities: string[];
                            daily_reminder: boolean;
                            email: string | null;
                            id: number;
                            impersonated: boolean;
                            /** @enum {string} */
                            language: "lt" | "en";
                            must_change_password: boolean;
                            name: string;
                            password_change_reason: ("new_account" | "reset") | null;
                            reminder_hour: number;
                            reminder_hour_chosen: boolean;
                            roles: {
                                key: string;
                            }[];
                            subscribed_calendar: number | null;
                            uid: string;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing has this id, or the user may not know of it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is invalid: the messages per field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description Too many calls with this API token: try again after `Retry-After` seconds (`X-RateLimit-*` tell the rest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsersStopImpersonating: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            abilities: string[];
                            daily_reminder: boolean;
                            email: string | null;
                            id: number;
                            impersonated: boolean;
                            /** @enum {string} */
                            language: "lt" | "en";
                            must_change_password: boolean;
                            name: string;
                            password_change_reason: ("new_account" | "reset") | null;
                            reminder_hour: number;
                            reminder_hour_chosen: boolean;
                            roles: {
                                key: string;
                            }[];
                            subscribed_calendar: number | null;
                            uid: string;
                        };
                    };
                };
            };
            /** @description Not signed in, the session expired, or the API token is unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: the `X-XSRF-TOKEN` header does not echo the `XSRF-TOKEN` cookie; the user may not do this; the user must change a password first (`code`); the API token lacks the scope (`read` for GET, `write` otherwise) or may not make this call. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The session is not impersonating anybody. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy or the database cannot be reached; nothing was changed. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
