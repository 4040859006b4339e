// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Base64} from "@openzeppelin/contracts/utils/Base64.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";

/// @notice A collection's texts: description, image (also the boxes' and vouchers' token image) and external link.
struct CollectionInfo {
    string description;
    string image;
    string externalLink;
}

/// @title CollectionJson: the one builder of the card collections' OpenSea-schema metadata
/// @notice Used by {MarketCollection} (contractURI, box and voucher tokenURI) and {HeroCardRenderer} (hero cards).
/// Every admin- or caller-supplied text goes through {text}, OpenZeppelin's `escapeJSON`, which escapes quotes,
/// backslashes and every control character below U+0020, so the JSON parses whatever the admin sets; bytes of
/// U+0080 and above pass through unchanged (UTF-8 stays UTF-8).
library CollectionJson {
    using Strings for uint256;

    /// @notice `data:application/json;base64,` followed by `json` in base64.
    function dataURI(bytes memory json) internal pure returns (string memory) {
        return string.concat("data:application/json;base64,", Base64.encode(json));
    }

    /// @notice `text` as a JSON string literal, quotes included.
    function text(string memory value) internal pure returns (bytes memory) {
        return abi.encodePacked("\"", Strings.escapeJSON(value), "\"");
    }

    /// @notice One `{"trait_type":...,"value":"..."}` entry with a text value.
    function trait(string memory traitType, string memory value) internal pure returns (bytes memory) {
        return abi.encodePacked("{\"trait_type\":", text(traitType), ",\"value\":", text(value), "}");
    }

    /// @notice One `{"trait_type":...,"display_type":"number","value":n}` entry.
    function numberTrait(string memory traitType, uint256 value) internal pure returns (bytes memory) {
        return abi.encodePacked(
            "{\"trait_type\":", text(traitType), ",\"display_type\":\"number\",\"value\":", value.toString(), "}"
        );
    }

    /// @notice A token's metadata: `name #tokenId`, description, image and `attributes` (comma-separated traits).
    function token(
        string memory name,
        uint256 tokenId,
        string memory description,
        string memory image,
        bytes memory attributes
    ) internal pure returns (string memory) {
        return dataURI(
            abi.encodePacked(
                "{\"name\":",
                text(string.concat(name, " #", tokenId.toString())),
                ",\"description\":",
                text(description),
                ",\"image\":",
                text(image),
                ",\"attributes\":[",
                attributes,
                "]}"
            )
        );
    }

    /// @notice A collection's metadata (the `contractURI` schema markets read): name, description, image, external
    /// link, seller fee in basis points and its recipient.
    function collection(
        string memory name,
        string memory description,
        string memory image,
        string memory externalLink,
        uint256 sellerFeeBps,
        address feeRecipient
    ) internal pure returns (string memory) {
        return dataURI(
            abi.encodePacked(
                "{\"name\":",
                text(name),
                ",\"description\":",
                text(description),
                ",\"image\":",
                text(image),
                ",\"external_link\":",
                text(externalLink),
                ",\"seller_fee_basis_points\":",
                sellerFeeBps.toString(),
                ",\"fee_recipient\":\"",
                Strings.toHexString(feeRecipient),
                "\"}"
            )
        );
    }
}
